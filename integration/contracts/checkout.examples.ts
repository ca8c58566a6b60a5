import { cartContracts, checkoutContracts } from '@portal/contracts';
import { DEFAULT_SEED, reports } from '@portal/corpus';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { example } from './example.js';
import type { ExampleContext } from './example.js';
import { postJson } from './demoUsers.js';
import { sampleCheckoutForm } from '@portal/upstream/testing/checkout-form';

/** Checkout's own buyer (services/upstream demoUsers.ts): no other example reads this user. */
const QUINN = 'usr-client-0013';
const SUCCESS_CARD = '4242424242424242';
// One restricted report per example: a report bought in one is not for sale to Quinn in the next.
const [forStart, forSession, forTransaction, forOrder] = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].filter((report) => report.access === 'restricted').map((report) => report.id);

/** A restricted report in Quinn's cart and a checkout session for the cart. */
async function freshSession(context: ExampleContext, contentId: string): Promise<{ sessionId: string; headers: Record<string, string> }> {
  const headers = await context.signedAs(QUINN);
  await postJson(context, cartContracts.addItem.fullPath, { contentId }, headers);
  const session = await postJson(context, checkoutContracts.startSession.fullPath, undefined, headers);
  return { sessionId: session.sessionId, headers };
}

async function paidSession(context: ExampleContext, contentId: string): Promise<{ sessionId: string; headers: Record<string, string> }> {
  const { sessionId, headers } = await freshSession(context, contentId);
  await postJson(context, checkoutContracts.startTransaction.fullPath.replace(':sessionId', sessionId), await checkoutForm(context, SUCCESS_CARD), headers);
  return { sessionId, headers };
}

async function checkoutForm(context: ExampleContext, cardNumber: string) {
  return sampleCheckoutForm(cardNumber, await context.solvedCaptcha(), 'Quinn Ledger');
}

export const checkoutExamples = [
  example(checkoutContracts.startSession, async (context) => {
    const headers = await context.signedAs(QUINN);
    await postJson(context, cartContracts.addItem.fullPath, { contentId: forStart }, headers);
    return { input: {}, headers, status: 201 };
  }),
  example(checkoutContracts.session, async (context) => {
    const { sessionId, headers } = await freshSession(context, forSession!);
    return { input: { params: { sessionId } }, headers };
  }),
  example(checkoutContracts.startTransaction, async (context) => {
    const { sessionId, headers } = await freshSession(context, forTransaction!);
    return { input: { params: { sessionId }, body: await checkoutForm(context, SUCCESS_CARD) }, headers, status: 201 };
  }),
  example(checkoutContracts.order, async (context) => {
    const { sessionId, headers } = await paidSession(context, forOrder!);
    return { input: { params: { sessionId } }, headers };
  }),
];

// Stripe's webhook from outside (the gateway's POST /webhooks/stripe), over real HTTP between the
// real processes, with upstream's Stripe adapter pointed at a replay of Stripe's recorded answers
// (support/stripeReplay.ts): a reader's payment stays pending at Stripe until Stripe's signed
// event settles it. A succeeded event pays the order and grants the report as the sandbox's
// immediate payment does; a payment_failed event fails it; a repeated or late event changes
// nothing; a bad signature is refused with 400 and changes nothing.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { DEFAULT_SEED, reports } from '@portal/corpus';
import { PAYMENT_WEBHOOK_ROUTE } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { CORPUS_SIZE } from './support/global-setup.js';
import { gqlAs } from './support/graphql.js';
import { pendingStripeOrder } from './support/pendingStripeOrder.js';
import { signIn } from './support/signIn.js';
import { recordedStripeEvent, stripeSignatureNow, useStripeReplay } from './support/stripeReplay.js';
import { useTestStack } from './support/testStack.js';

// Wren (services/upstream demoUsers.ts): a client with no subscription, this file's buyer.
const WREN = 'wren@meridian.example';
const GUEST = 'guest@meridian.example';
const [paidReport, failedReport] = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].filter((report) => report.access === 'restricted');

const stripe = useStripeReplay();
const stack = useTestStack('payment-webhook', () => stripe.env());
let wren: CookieJar;
let guest: CookieJar;
beforeAll(async () => {
  wren = await signIn(stack.gatewayUrl, WREN);
  guest = await signIn(stack.gatewayUrl, GUEST);
});

const REPORT = 'query($id: ID!) { report(id: $id) { id hasAccess } }';
const ORDER = 'query($sessionId: ID!) { order(sessionId: $sessionId) { status purchase { transactionID purchaseItems { contentId } } } }';

const pendingOrder = (contentId: string) => pendingStripeOrder(stack.gatewayUrl, wren, stripe, contentId, 'Wren Okafor');
const orderOf = async (sessionId: string) => (await gqlAs<{ order: { status: string; purchase: unknown } }>(stack.gatewayUrl, wren, ORDER, { sessionId })).body.data!.order;
const reportFor = async (jar: CookieJar, id: string) => (await gqlAs(stack.gatewayUrl, jar, REPORT, { id })).body.data;

/** What Stripe sends: the raw event and its signature, as application/json. */
const deliver = (payload: string, signature: string) =>
  fetch(`${stack.gatewayUrl}${PAYMENT_WEBHOOK_ROUTE}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });

async function purchaseRows(userEmail: string, contentId: string): Promise<number> {
  const client = new pg.Client({ connectionString: inject('stackEnv').DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM purchases p JOIN auth_users u ON u.id = p.user_id WHERE u.email = $1 AND p.content_id = $2',
      [userEmail, contentId],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe("Stripe's webhook through the gateway", () => {
  it('refuses a bad signature with 400 and changes nothing; a signed succeeded event pays the order and grants the report to its buyer only', async () => {
    const { sessionId, intentId } = await pendingOrder(paidReport!.id);
    expect(await orderOf(sessionId)).toEqual({ status: 'pending', purchase: null });
    const event = recordedStripeEvent(intentId, 'payment_intent.succeeded');

    const forged = await deliver(event, stripeSignatureNow(event, 'whsec_attacker'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ status: 400, error: 'Bad Request', message: 'Invalid webhook signature or payload' });
    // The right secret over other bytes (the event re-encoded without Stripe's spacing) is no better.
    const reencoded = await deliver(JSON.stringify(JSON.parse(event)), stripeSignatureNow(event));
    expect(reencoded.status).toBe(400);
    expect(await orderOf(sessionId)).toEqual({ status: 'pending', purchase: null });
    expect(await reportFor(wren, paidReport!.id)).toEqual({ report: null });

    const delivered = await deliver(event, stripeSignatureNow(event));
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true });
    expect(await orderOf(sessionId)).toEqual({ status: 'paid', purchase: { transactionID: intentId, purchaseItems: [{ contentId: paidReport!.id }] } });
    expect(await reportFor(wren, paidReport!.id)).toEqual({ report: { id: paidReport!.id, hasAccess: true } });
    expect(await reportFor(guest, paidReport!.id)).toEqual({ report: null });
    expect((await gqlAs<{ cart: { count: number } }>(stack.gatewayUrl, wren, '{ cart { count } }')).body.data!.cart.count).toBe(0);

    // Stripe delivers an event more than once: the repeat is answered and grants nothing twice.
    const repeated = await deliver(event, stripeSignatureNow(event));
    expect(repeated.status).toBe(200);
    expect((await orderOf(sessionId)).status).toBe('paid');
    expect(await purchaseRows(WREN, paidReport!.id)).toBe(1);
  });

  it('fails the order on a signed payment_failed event, and a later succeeded event does not undo it', async () => {
    const { sessionId, intentId } = await pendingOrder(failedReport!.id);
    const failed = recordedStripeEvent(intentId, 'payment_intent.payment_failed');
    expect((await deliver(failed, stripeSignatureNow(failed))).status).toBe(200);
    expect(await orderOf(sessionId)).toEqual({ status: 'failed', purchase: null });

    const late = recordedStripeEvent(intentId, 'payment_intent.succeeded');
    expect((await deliver(late, stripeSignatureNow(late))).status).toBe(200);
    expect(await orderOf(sessionId)).toEqual({ status: 'failed', purchase: null });
    expect(await reportFor(wren, failedReport!.id)).toEqual({ report: null });
    expect(await purchaseRows(WREN, failedReport!.id)).toBe(0);
  });
});

// Checkout through the gateway (issue #10), over real HTTP between the real processes: a signed-in
// reader starts a checkout of the cart, pays with the sandbox's cards and polls the order; a paid
// report becomes readable by its buyer (and no one else), a decline fails, a pending card stays
// pending, a double submit makes one order, and a price a client makes up never reaches the order.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { DEFAULT_SEED, fixtures, reports } from '@portal/corpus';
import { researchListPriceCents } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { solveAltcha } from '@portal/upstream/testing/identity';
import { sampleCheckoutForm } from '@portal/upstream/testing/checkout-form';
import { CORPUS_SIZE } from './support/global-setup.js';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';
import { useSharedTestStack } from './support/testStack.js';

// Remy (services/upstream demoUsers.ts): a client with no subscription, used by no other test.
const REMY = 'remy@meridian.example';
const GUEST = 'guest@meridian.example';
const restricted = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].filter((report) => report.access === 'restricted');
const fdReport = restricted.find((report) => report.id === fixtures.restrictedReportId)!;
const others = restricted.filter((report) => report.id !== fdReport.id);

const stack = useSharedTestStack();
let remy: CookieJar;
let guest: CookieJar;
beforeAll(async () => {
  remy = await signIn(stack.gatewayUrl, REMY);
  guest = await signIn(stack.gatewayUrl, GUEST);
});

const ADD = 'mutation($id: ID!) { addToCart(contentId: $id) { count } }';
const START = 'mutation { startCheckout { sessionId totalCents total items { contentId price } } }';
const PAY = 'mutation($input: CheckoutInput!) { submitPayment(input: $input) { sessionId orderStatus } }';
const ORDER = `query($sessionId: ID!) { order(sessionId: $sessionId) { status purchase {
  maskedCCNumber cardBrand transactionAmount transactionID billingName billingEmail companyName webinarPasscode inService purchaseItems { contentId price }
} } }`;
const REPORT = 'query($id: ID!) { report(id: $id) { id title hasAccess } }';

async function captcha(): Promise<string> {
  const { body } = await gqlAs<{ captcha: { challengeJson: string } }>(stack.gatewayUrl, null, '{ captcha { challengeJson } }');
  return solveAltcha(body.data!.captcha.challengeJson);
}

async function checkoutOf(jar: CookieJar, contentIds: string[]): Promise<{ sessionId: string; totalCents: number }> {
  for (const id of contentIds) expect((await gqlAs(stack.gatewayUrl, jar, ADD, { id })).body.errors).toBeUndefined();
  const { body } = await gqlAs<{ startCheckout: { sessionId: string; totalCents: number } }>(stack.gatewayUrl, jar, START);
  expect(body.errors).toBeUndefined();
  return body.data!.startCheckout;
}

async function input(sessionId: string, cardNumber: string) {
  return { sessionId, ...sampleCheckoutForm(cardNumber, await captcha(), 'Remy Castillo') };
}

const pay = async (jar: CookieJar, variables: Record<string, unknown>) => gqlAs<{ submitPayment: { sessionId: string; orderStatus: string } }>(stack.gatewayUrl, jar, PAY, variables);
const orderOf = async (jar: CookieJar, sessionId: string) => gqlAs<{ order: { status: string; purchase: Record<string, any> | null } }>(stack.gatewayUrl, jar, ORDER, { sessionId });

describe('checkout through the gateway', () => {
  it('pays with the success card: the report is readable by its buyer, not by another reader', async () => {
    const before = await gqlAs(stack.gatewayUrl, remy, REPORT, { id: fdReport.id });
    expect(before.body.data).toEqual({ report: null });

    const session = await checkoutOf(remy, [fdReport.id]);
    expect(session.totalCents).toBe(researchListPriceCents(fdReport.ipType));
    const paid = await pay(remy, { input: await input(session.sessionId, '4242424242424242') });
    expect(paid.body).toEqual({ data: { submitPayment: { sessionId: session.sessionId, orderStatus: 'paid' } } });

    const order = await orderOf(remy, session.sessionId);
    expect(order.body.errors).toBeUndefined();
    expect(order.body.data!.order).toMatchObject({
      status: 'paid',
      purchase: {
        maskedCCNumber: '************4242',
        cardBrand: 'Visa',
        transactionAmount: researchListPriceCents(fdReport.ipType) / 100,
        billingName: 'Remy Castillo',
        billingEmail: REMY,
        companyName: 'Fabrikam',
        webinarPasscode: null,
        inService: false,
        purchaseItems: [{ contentId: fdReport.id, price: expect.stringMatching(/^\$/) }],
      },
    });

    const after = await gqlAs(stack.gatewayUrl, remy, REPORT, { id: fdReport.id });
    expect(after.body.data).toEqual({ report: { id: fdReport.id, title: fdReport.title, hasAccess: true } });
    expect((await gqlAs(stack.gatewayUrl, guest, REPORT, { id: fdReport.id })).body.data).toEqual({ report: null });
    expect((await gqlAs<{ cart: { count: number } }>(stack.gatewayUrl, remy, '{ cart { count } }')).body.data!.cart.count).toBe(0);
  });

  it('fails with the decline card and stays pending with the pending card', async () => {
    const declined = await checkoutOf(remy, [others[0]!.id]);
    expect((await pay(remy, { input: await input(declined.sessionId, '4000000000000002') })).body.data!.submitPayment.orderStatus).toBe('failed');
    expect((await orderOf(remy, declined.sessionId)).body.data!.order).toEqual({ status: 'failed', purchase: null });

    const pending = await checkoutOf(remy, []);
    expect((await pay(remy, { input: await input(pending.sessionId, '4000000000003220') })).body.data!.submitPayment.orderStatus).toBe('pending');
    expect((await orderOf(remy, pending.sessionId)).body.data!.order).toEqual({ status: 'pending', purchase: null });
    expect((await gqlAs(stack.gatewayUrl, remy, REPORT, { id: others[0]!.id })).body.data).toEqual({ report: null });
  });

  it('makes one order of a double submit (the same form sent twice at once)', async () => {
    const session = await checkoutOf(remy, [others[1]!.id]);
    const variables = { input: await input(session.sessionId, '5555555555554444') };
    const answers = await Promise.all([pay(remy, variables), pay(remy, variables)]);
    for (const answer of answers) expect(answer.body.data!.submitPayment.sessionId).toBe(session.sessionId);
    const databaseUrl = inject('stackEnv').DATABASE_URL;
    expect(databaseUrl, 'the order count is read in PostgreSQL').toBeDefined();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM orders WHERE session_id = $1', [session.sessionId]);
      expect(rows[0].n).toBe(1);
      // The card as kept: brand and last 4, never the number.
      const { rows: cards } = await client.query('SELECT card_brand, card_last4, masked_card_number FROM orders WHERE session_id = $1', [session.sessionId]);
      expect(cards).toEqual([{ card_brand: 'Mastercard', card_last4: '4444', masked_card_number: '************4444' }]);
    } finally {
      await client.end();
    }
    expect((await orderOf(remy, session.sessionId)).body.data!.order.status).toBe('paid');
  });

  it('has no price a client could set: an amount in the input is refused, the total is the catalogue\'s', async () => {
    const session = await checkoutOf(remy, [others[2]!.id]);
    const tampered = await pay(remy, { input: { ...(await input(session.sessionId, '4242424242424242')), transactionAmount: 1, totalCents: 1 } });
    expect(tampered.body.errors?.[0]?.message).toMatch(/transactionAmount|totalCents/);
    expect((await orderOf(remy, session.sessionId)).body.errors?.[0]?.message).toBe('Order not found');

    expect((await pay(remy, { input: await input(session.sessionId, '4242424242424242') })).body.data!.submitPayment.orderStatus).toBe('paid');
    const order = await orderOf(remy, session.sessionId);
    expect(order.body.data!.order.purchase!.transactionAmount).toBe(researchListPriceCents(others[2]!.ipType) / 100);
  });

  it('refuses a bad card with the domain rule\'s message before any order', async () => {
    const session = await checkoutOf(remy, [others[3]!.id]);
    const bad = await pay(remy, { input: { ...(await input(session.sessionId, '4242424242424241')) } });
    expect(bad.body.errors?.[0]).toMatchObject({ message: 'Please enter a valid card number', extensions: { code: 'BAD_USER_INPUT' } });
    const amexShortCode = await pay(remy, { input: { ...(await input(session.sessionId, '378282246310005')), securityCode: '123' } });
    expect(amexShortCode.body.errors?.[0]?.message).toBe('Please enter security code');
    const expired = await pay(remy, { input: { ...(await input(session.sessionId, '4242424242424242')), expiry: '01/20' } });
    expect(expired.body.errors?.[0]?.message).toBe('This card has expired');
    expect((await orderOf(remy, session.sessionId)).body.errors?.[0]?.message).toBe('Order not found');
  });
});

// Checkout is the buyer's alone (issue #10): through the gateway another reader cannot read, pay
// or poll a reader's checkout session or order (not found, as if it did not exist), and a visitor
// is refused every checkout field. Sol (services/upstream demoUsers.ts) buys; the guest attacks.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '@portal/corpus';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { solveAltcha } from '@portal/upstream/testing/identity';
import { gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
let sol: CookieJar;
let guest: CookieJar;
beforeAll(async () => {
  sol = await signIn(stack.gatewayUrl, 'sol@meridian.example');
  guest = await signIn(stack.gatewayUrl, 'guest@meridian.example');
});

const SESSION = 'query($sessionId: ID!) { checkoutSession(sessionId: $sessionId) { sessionId total } }';
const ORDER = 'query($sessionId: ID!) { order(sessionId: $sessionId) { status purchase { transactionID billingEmail } } }';
const PAY = 'mutation($input: CheckoutInput!) { submitPayment(input: $input) { sessionId orderStatus } }';

async function form(sessionId: string) {
  const { body } = await gqlAs<{ captcha: { challengeJson: string } }>(stack.gatewayUrl, null, '{ captcha { challengeJson } }');
  return {
    sessionId,
    companyName: 'Intruder Ltd',
    billingCountry: 'US',
    billingAddress1: '1 Side St',
    billingCity: 'Boston',
    billingState: 'MA',
    billingZipCode: '02110',
    billingPhone: '+1 617 555 0199',
    nameOnCard: 'Gale Harper',
    cardNumber: '4242424242424242',
    expiry: '12/40',
    securityCode: '123',
    recaptchaToken: await solveAltcha(body.data!.captcha.challengeJson),
  };
}

describe("another reader's checkout is unreachable", () => {
  let sessionId: string;
  beforeAll(async () => {
    await gqlAs(stack.gatewayUrl, sol, 'mutation($id: ID!) { addToCart(contentId: $id) { count } }', { id: fixtures.restrictedReportId });
    const started = await gqlAs<{ startCheckout: { sessionId: string } }>(stack.gatewayUrl, sol, 'mutation { startCheckout { sessionId } }');
    sessionId = started.body.data!.startCheckout.sessionId;
    const paid = await gqlAs<{ submitPayment: { orderStatus: string } }>(stack.gatewayUrl, sol, PAY, { input: await form(sessionId) });
    expect(paid.body.data!.submitPayment.orderStatus).toBe('paid');
  });

  it('answers the buyer', async () => {
    expect((await gqlAs(stack.gatewayUrl, sol, ORDER, { sessionId })).body.data).toMatchObject({ order: { status: 'paid', purchase: { billingEmail: 'sol@meridian.example' } } });
  });

  it('is not found for another reader: the session, the order and a payment of it', async () => {
    for (const query of [SESSION, ORDER]) {
      const { body } = await gqlAs(stack.gatewayUrl, guest, query, { sessionId });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({ status: 404 });
      expect(JSON.stringify(body)).not.toContain('sol@meridian.example');
    }
    const paid = await gqlAs(stack.gatewayUrl, guest, PAY, { input: await form(sessionId) });
    expect(paid.body.errors?.[0]?.extensions).toMatchObject({ status: 404 });
  });

  it('refuses a visitor every checkout field with the sign-in message', async () => {
    for (const [query, variables] of [
      ['mutation { startCheckout { sessionId } }', {}],
      [ORDER, { sessionId }],
      [SESSION, { sessionId }],
    ] as const) {
      const { body } = await gqlAs(stack.gatewayUrl, null, query, variables);
      expect(body.errors?.[0]?.message).toBe('Log in to check out');
    }
  });

  it('refuses a session id that is not one before asking the service', async () => {
    const { body } = await gqlAs(stack.gatewayUrl, guest, ORDER, { sessionId: "1' OR '1'='1" });
    expect(body.errors?.[0]).toMatchObject({ message: 'Invalid checkout session id', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

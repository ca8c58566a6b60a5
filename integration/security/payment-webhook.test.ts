// Forging Stripe's webhook to get a report without paying. Ash (services/upstream demoUsers.ts)
// has an order pending at Stripe (support/stripeReplay.ts); the attacker sends Stripe's event for
// it without the endpoint's signing secret, through the gateway's POST /webhooks/stripe and
// through commerce-graph's receivePaymentWebhook asked directly on /graphql (anonymously and as
// the buyer). The signature, checked by checkout-service over the raw bytes, is the gate: every
// attempt is refused with 400 and a clear message, and the order stays pending, the report closed.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, reports } from '@portal/corpus';
import { PAYMENT_WEBHOOK_CONTENT_TYPE_MESSAGE, PAYMENT_WEBHOOK_ROUTE, PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { gqlAs } from '../support/graphql.js';
import { pendingStripeOrder } from '../support/pendingStripeOrder.js';
import { signIn } from '../support/signIn.js';
import { STRIPE_WEBHOOK_TEST_SECRET, recordedStripeEvent, stripeSignatureNow, useStripeReplay } from '../support/stripeReplay.js';
import { useTestStack } from '../support/testStack.js';
import { stripeSignatureOf } from '../../services/upstream/src/services/checkout/payments/stripeSignature.js';

const REFUSED = 'Invalid webhook signature or payload';
// The last restricted report of the corpus: integration/payment-webhook.test.ts buys the first ones.
const target = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].filter((report) => report.access === 'restricted').at(-1)!;

const stripe = useStripeReplay();
const stack = useTestStack('payment-webhook-attacks', () => stripe.env());
let ash: CookieJar;
let order: { sessionId: string; intentId: string };
let event: string;
beforeAll(async () => {
  ash = await signIn(stack.gatewayUrl, 'ash@meridian.example');
  order = await pendingStripeOrder(stack.gatewayUrl, ash, stripe, target.id, 'Ash Moreau');
  event = recordedStripeEvent(order.intentId, 'payment_intent.succeeded');
});

const RECEIVE = 'mutation($payload: String!, $signature: String!) { receivePaymentWebhook(payload: $payload, signature: $signature) }';
const deliver = (payload: string, headers: Record<string, string>) => fetch(`${stack.gatewayUrl}${PAYMENT_WEBHOOK_ROUTE}`, { method: 'POST', headers, body: payload });

/** Nothing changed: Ash's order is still pending and the report still closed to Ash. */
async function expectNothingChanged() {
  const { body } = await gqlAs<{ order: { status: string } }>(stack.gatewayUrl, ash, 'query($sessionId: ID!) { order(sessionId: $sessionId) { status } }', { sessionId: order.sessionId });
  expect(body.data!.order.status).toBe('pending');
  expect((await gqlAs(stack.gatewayUrl, ash, 'query($id: ID!) { report(id: $id) { id } }', { id: target.id })).body.data).toEqual({ report: null });
}

describe('a forged Stripe event through POST /webhooks/stripe', () => {
  it('is refused with 400 without a valid signature: none, nonsense, the wrong secret, a captured one replayed late, one for other bytes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const json = { 'content-type': 'application/json' };
    const missing = await deliver(event, json);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE);
    const harmless = recordedStripeEvent('pi_3QxSomeoneElses', 'payment_intent.payment_failed');
    for (const signature of [
      'nonsense',
      `t=${now},v1=${'0'.repeat(64)}`,
      stripeSignatureOf(event, 'whsec_attacker_guess', now),
      // A genuine signature captured 10 minutes ago: outside Stripe's 5-minute tolerance.
      stripeSignatureOf(event, STRIPE_WEBHOOK_TEST_SECRET, now - 600),
      // A genuine signature of another event, sent with this one.
      stripeSignatureNow(harmless),
    ]) {
      const response = await deliver(event, { ...json, 'stripe-signature': signature });
      expect(response.status, signature).toBe(400);
      expect(await response.json()).toEqual({ status: 400, error: 'Bad Request', message: REFUSED });
    }
    await expectNothingChanged();
  });

  it('is refused as a form a browser could send cross-site (415), before any check runs', async () => {
    const response = await deliver(new URLSearchParams({ payload: event }).toString(), { 'content-type': 'application/x-www-form-urlencoded', 'stripe-signature': stripeSignatureNow(event, 'whsec_x') });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe(PAYMENT_WEBHOOK_CONTENT_TYPE_MESSAGE);
    await expectNothingChanged();
  });
});

describe('a forged Stripe event through the receivePaymentWebhook mutation on /graphql', () => {
  it('is refused with 400 for a visitor and for the buyer alike; an empty signature is refused at the edge', async () => {
    for (const jar of [null, ash]) {
      const forged = await gqlAs(stack.gatewayUrl, jar, RECEIVE, { payload: event, signature: stripeSignatureNow(event, 'whsec_attacker_guess') });
      expect(forged.body.data ?? null).toBeNull();
      expect(forged.body.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { status: 400 } });

      const unsigned = await gqlAs(stack.gatewayUrl, jar, RECEIVE, { payload: event, signature: '' });
      expect(unsigned.body.errors?.[0]?.message).toContain(PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE);
    }
    await expectNothingChanged();
  });
});

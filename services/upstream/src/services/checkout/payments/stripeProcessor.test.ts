// The Stripe adapter through the PaymentProcessor interface, against Stripe's answers replayed by a
// local HTTP server standing in for api.stripe.com (fixtures/stripe): what it sends (form body,
// Idempotency-Key, key and version headers), how it reads each answer, and webhook signatures.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProcessor } from './paymentProcessor.js';
import { WebhookSignatureError } from './paymentProcessor.js';
import { STRIPE_API_VERSION, StripeApiError, StripeProcessor } from './stripeProcessor.js';
import { stripeSignatureOf } from './stripeSignature.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/stripe/${name}.json`, import.meta.url), 'utf8');
const KEY = 'sk_test_recorded';
const WEBHOOK_SECRET = 'whsec_recorded';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

let server: Server;
let apiBase: string;
const received: Received[] = [];

// The replay: the answer Stripe gives for the card number sent (its test cards), or for the path.
function answer(request: Received): [number, string] {
  if (request.headers.authorization !== `Bearer ${KEY}`) return [401, fixture('authentication_error')];
  if (request.method === 'GET' && request.path === '/v1/payment_intents/pi_3QxRecordedPend01') return [200, fixture('retrieve_succeeded')];
  if (request.method === 'POST' && request.path === '/v1/payment_intents') {
    const number = request.form.get('payment_method_data[card][number]');
    if (number === '4000000000000002') return [402, fixture('create_card_declined')];
    if (number === '4000000000003220') return [200, fixture('create_requires_action')];
    return [200, fixture('create_succeeded')];
  }
  return [404, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })];
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method!, path: req.url!, headers: req.headers, form: new URLSearchParams(body) };
      received.push(request);
      const [status, json] = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const stripe = (secretKey = KEY): PaymentProcessor => new StripeProcessor({ secretKey, webhookSecret: WEBHOOK_SECRET, apiBase });

const charge = (number: string): ChargeRequest => ({
  idempotencyKey: '0b9c7f4e-7d1a-4c36-9a52-0d6b1b2f8a11',
  amountCents: 249500,
  currency: 'USD',
  card: { number, expMonth: 12, expYear: 2040, securityCode: '123', nameOnCard: 'Ada Reader' },
  billing: { line1: '1 Main St', line2: '', city: 'Boston', state: 'MA', postalCode: '02110', country: 'US', phone: '+1 617 555 0100', email: 'ada@example.com' },
  description: 'Research portal order',
});

describe('the Stripe adapter', () => {
  it('creates and confirms a payment intent with the checkout as its idempotency key', async () => {
    const outcome = await stripe().charge(charge('4242424242424242'));
    expect(outcome).toEqual({ status: 'succeeded', transactionId: 'pi_3QxRecordedSucc01' });
    const sent = received.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['idempotency-key']).toBe('0b9c7f4e-7d1a-4c36-9a52-0d6b1b2f8a11');
    expect(sent.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(sent.form.get('amount')).toBe('249500');
    expect(sent.form.get('currency')).toBe('usd');
    expect(sent.form.get('confirm')).toBe('true');
    expect(sent.form.get('payment_method_data[card][exp_year]')).toBe('2040');
  });

  it('reads a card error (402) as a decline with Stripe\'s message', async () => {
    expect(await stripe().charge(charge('4000000000000002'))).toEqual({ status: 'declined', transactionId: 'pi_3QxRecordedDecl01', failureReason: 'Your card was declined.' });
  });

  it('reads requires_action as pending, and a later retrieve as succeeded', async () => {
    const processor = stripe();
    expect(await processor.charge(charge('4000000000003220'))).toEqual({ status: 'pending', transactionId: 'pi_3QxRecordedPend01' });
    expect(await processor.refresh('pi_3QxRecordedPend01')).toEqual({ status: 'succeeded', transactionId: 'pi_3QxRecordedPend01' });
  });

  it('throws on an answer that is no decision (a bad key), never calling it a decline', async () => {
    await expect(stripe('sk_test_bad').charge(charge('4242424242424242'))).rejects.toBeInstanceOf(StripeApiError);
  });

  it('accepts a webhook signed with the endpoint secret, and refuses a bad, stale or missing signature', () => {
    const processor = stripe();
    const body = Buffer.from(fixture('event_payment_intent_succeeded'));
    const now = Math.floor(Date.now() / 1000);
    expect(processor.parseWebhook!(body, stripeSignatureOf(body, WEBHOOK_SECRET, now))).toEqual({
      transactionId: 'pi_3QxRecordedPend01',
      outcome: { status: 'succeeded', transactionId: 'pi_3QxRecordedPend01' },
    });
    expect(() => processor.parseWebhook!(body, stripeSignatureOf(body, 'whsec_other', now))).toThrow(WebhookSignatureError);
    expect(() => processor.parseWebhook!(body, stripeSignatureOf(body, WEBHOOK_SECRET, now - 3600))).toThrow(WebhookSignatureError);
    expect(() => processor.parseWebhook!(body, undefined)).toThrow(WebhookSignatureError);
    const tampered = Buffer.from(body.toString().replace('"succeeded"', '"canceled"'));
    expect(() => processor.parseWebhook!(tampered, stripeSignatureOf(body, WEBHOOK_SECRET, now))).toThrow(WebhookSignatureError);
  });

  it('refuses every webhook when no signing secret is configured, even one signed with the empty key', () => {
    const processor = new StripeProcessor({ secretKey: KEY, webhookSecret: '', apiBase });
    const body = Buffer.from(fixture('event_payment_intent_succeeded'));
    expect(() => processor.parseWebhook!(body, stripeSignatureOf(body, '', Math.floor(Date.now() / 1000)))).toThrow('No webhook signing secret is configured');
  });
});

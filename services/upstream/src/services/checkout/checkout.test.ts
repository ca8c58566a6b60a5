// Checkout over real HTTP against PostgreSQL seeded with the small corpus: the sandbox's test cards
// (paid, declined, pending), what a paid order changes (the report readable by its buyer alone, the
// cart emptied, a bought webinar registered), one order and one charge for a checkout however many
// submits, a price sent by the client ignored; and the Stripe adapter through the same routes
// against Stripe's replayed answers, its webhook accepted only with a valid signature.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtures, reports, webinar as corpusWebinar, webinarCount } from '@portal/corpus';
import { researchListPriceCents, webinarPriceCents } from '@portal/domain';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { getJson, postJson, request } from '../../testing/http.js';
import { solveAltcha } from '../../testing/identity.js';
import { startRealUpstream, type RealUpstream } from '../../testing/realUpstream.js';
import { signedAs } from '../../testing/signedCaller.js';
import type { ChargeRequest } from './payments/paymentProcessor.js';
import { SandboxProcessor } from './payments/sandboxProcessor.js';
import { StripeProcessor } from './payments/stripeProcessor.js';
import { stripeSignatureOf } from './payments/stripeSignature.js';
import { sampleCheckoutForm } from '../../testing/checkoutForm.js';

const BUYER = 'usr-client-0013'; // no subscription
const OTHER = 'usr-client-0014';
const CHECKOUT = '/cart-service/api/v1/checkout';
const restricted = [...reports(TEST_CORPUS)].filter((report) => report.access === 'restricted');
const fdReport = restricted.find((report) => report.id === fixtures.restrictedReportId)!;
const paidWebinar = Array.from({ length: webinarCount(TEST_CORPUS) }, (_, i) => corpusWebinar(TEST_CORPUS, i, new Date())).find(
  (w) => w.price > 0 && Date.parse(w.endDate) > Date.now() + 60_000,
)!;

/** Counts charges: the proof that a checkout is charged once. */
class CountingSandbox extends SandboxProcessor {
  charges = 0;
  override async charge(request: ChargeRequest) {
    this.charges++;
    return super.charge(request);
  }
}

async function captchaToken(upstream: RealUpstream): Promise<string> {
  const { body } = await getJson(`${upstream.url}/auth-service/api/v1/captcha`);
  return solveAltcha(JSON.stringify(body.challenge));
}

async function form(upstream: RealUpstream, cardNumber: string, extra: Record<string, unknown> = {}) {
  return { ...sampleCheckoutForm(cardNumber, await captchaToken(upstream), 'Quinn Ledger'), ...extra };
}

async function sessionFor(upstream: RealUpstream, userId: string, contentIds: string[]): Promise<{ sessionId: string; totalCents: number }> {
  const headers = await signedAs(userId);
  for (const contentId of contentIds) await postJson(`${upstream.url}/cart-service/api/v1/cart/items`, { contentId }, headers);
  const session = await request(`${upstream.url}${CHECKOUT}/session`, { method: 'POST', headers });
  expect(session.status).toBe(201);
  return session.body;
}

const pay = async (upstream: RealUpstream, userId: string, sessionId: string, body: unknown) =>
  postJson(`${upstream.url}${CHECKOUT}/session/${sessionId}/transaction`, body, await signedAs(userId));
const orderOf = async (upstream: RealUpstream, userId: string, sessionId: string) => getJson(`${upstream.url}${CHECKOUT}/order/${sessionId}`, await signedAs(userId));
const readReport = async (upstream: RealUpstream, userId: string, id: string) => getJson(`${upstream.url}/research-service/api/v1/research/${id}`, await signedAs(userId));

// Every payment here solves a real captcha (PBKDF2 proof of work). At the production bound (5,000
// attempts of 1,000 iterations) one solve takes seconds on a small machine and a test with four
// exceeded its timeout; a low bound keeps the verification real and each solve a few milliseconds.
beforeAll(() => {
  vi.stubEnv('CAPTCHA_MAX_COUNTER', '20');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

// A test here makes up to a dozen requests and four captcha solves against a real upstream: a few
// hundred milliseconds alone, but up to ten times that while the whole unit run shares two cores.
describe('checkout with the payments sandbox', { timeout: 20_000 }, () => {
  const sandbox = new CountingSandbox();
  // Every line upstream logs, at every level: a card number must be in none of them.
  const logged: string[] = [];
  const logger = pino({ level: 'trace' }, new Writable({ write: (chunk, _encoding, done) => (logged.push(String(chunk)), done()) }));
  let upstream: RealUpstream;
  beforeAll(async () => {
    upstream = await startRealUpstream('checkout_sandbox', { paymentProcessor: sandbox, logger });
  });
  afterAll(async () => {
    await upstream?.close();
  });

  it('prices the session from the catalogue and refuses an empty cart and a visitor', async () => {
    expect((await request(`${upstream.url}${CHECKOUT}/session`, { method: 'POST' })).status).toBe(401);
    const empty = await request(`${upstream.url}${CHECKOUT}/session`, { method: 'POST', headers: await signedAs(OTHER) });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Your cart has nothing to buy' } });
  });

  it('pays with the success card: the report becomes readable by its buyer only, the cart is emptied', async () => {
    expect((await readReport(upstream, BUYER, fdReport.id)).status).toBe(401);
    const session = await sessionFor(upstream, BUYER, [fdReport.id]);
    expect(session.totalCents).toBe(researchListPriceCents(fdReport.ipType));
    const paid = await pay(upstream, BUYER, session.sessionId, await form(upstream, '4242 4242 4242 4242'));
    expect(paid).toMatchObject({ status: 201, body: { sessionId: session.sessionId, orderStatus: 'paid' } });

    const order = await orderOf(upstream, BUYER, session.sessionId);
    expect(order.status).toBe(200);
    expect(order.headers.get('cache-control')).toBe('no-store');
    expect(order.body).toMatchObject({
      maskedCCNumber: '************4242',
      cardBrand: 'Visa',
      transactionAmount: researchListPriceCents(fdReport.ipType) / 100,
      billingName: 'Quinn Ledger',
      billingEmail: 'quinn@meridian.example',
      companyName: 'Fabrikam',
      webinarPasscode: null,
      inService: false,
      purchaseItems: [expect.objectContaining({ contentId: fdReport.id, kind: 'research', cartType: 'RES' })],
    });
    expect(order.body.transactionID).toMatch(/^sbx_/);
    // Never the full number, anywhere in the answer.
    expect(JSON.stringify(order.body)).not.toContain('4242424242424242');

    expect((await readReport(upstream, BUYER, fdReport.id)).status).toBe(200);
    expect((await readReport(upstream, OTHER, fdReport.id)).status).toBe(401);
    const access = await getJson(`${upstream.url}/research-service/api/v1/research/access?ids=${fdReport.id}`, await signedAs(BUYER));
    expect(access.body.items).toEqual([{ contentId: fdReport.id, hasAccess: true }]);
    expect((await getJson(`${upstream.url}/cart-service/api/v1/cart/count`, await signedAs(BUYER))).body).toEqual({ count: 0 });
  });

  it('lists the bought report in the buyer\'s access-only search, and not in another reader\'s', async () => {
    const search = async (userId: string) =>
      (await postJson(`${upstream.url}/search-service/api/v1/search?${new URLSearchParams({ query: fdReport.title, accessOnly: 'true', type: 'research' })}`, { filters: { termFilters: {} } }, await signedAs(userId))).body.content.map(
        (hit: { contentId: string }) => hit.contentId,
      );
    expect(await search(BUYER)).toContain(fdReport.id);
    expect(await search(OTHER)).not.toContain(fdReport.id);
  });

  it('fails with the decline card and stays pending with the pending card, the cart kept', async () => {
    const declined = await sessionFor(upstream, OTHER, [restricted[1]!.id]);
    expect((await pay(upstream, OTHER, declined.sessionId, await form(upstream, '4000000000000002'))).body.orderStatus).toBe('failed');
    expect((await orderOf(upstream, OTHER, declined.sessionId)).body).toBe('failed');

    const pending = await sessionFor(upstream, OTHER, []);
    expect((await pay(upstream, OTHER, pending.sessionId, await form(upstream, '4000000000003220'))).body.orderStatus).toBe('pending');
    expect((await orderOf(upstream, OTHER, pending.sessionId)).body).toBe('pending');
    // A reload of the checkout page gets the undecided checkout back, not a second one to pay.
    const reload = await request(`${upstream.url}${CHECKOUT}/session`, { method: 'POST', headers: await signedAs(OTHER) });
    expect(reload).toMatchObject({ status: 200, body: { sessionId: pending.sessionId, orderStatus: 'pending' } });
    expect((await readReport(upstream, OTHER, restricted[1]!.id)).status).toBe(401);
    expect((await getJson(`${upstream.url}/cart-service/api/v1/cart/count`, await signedAs(OTHER))).body).toEqual({ count: 1 });
  });

  it('charges a checkout once however many submits arrive at the same time', async () => {
    const session = await sessionFor(upstream, BUYER, [restricted[2]!.id]);
    const body = await form(upstream, '5555555555554444');
    const before = sandbox.charges;
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(upstream, BUYER, session.sessionId, body)));
    // The first charges; the others answer its order as it is then (pending while it charges: the
    // page polls the order, spec 2 §4).
    expect(answers.map((answer) => answer.body.sessionId)).toEqual(Array(5).fill(session.sessionId));
    expect(answers.filter((answer) => answer.body.orderStatus === 'paid').length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => ['paid', 'pending'].includes(answer.body.orderStatus))).toBe(true);
    expect(sandbox.charges - before).toBe(1);
    expect((await orderOf(upstream, BUYER, session.sessionId)).body.maskedCCNumber).toBe('************4444');
    // A reload resubmitting later answers the same order, without a charge.
    expect((await pay(upstream, BUYER, session.sessionId, await form(upstream, '5555555555554444'))).body.orderStatus).toBe('paid');
    expect(sandbox.charges - before).toBe(1);
  });

  it('leaves out what the reader bought already, so nothing is bought twice', async () => {
    await postJson(`${upstream.url}/cart-service/api/v1/cart/items`, { contentId: fdReport.id }, await signedAs(BUYER));
    const again = await request(`${upstream.url}${CHECKOUT}/session`, { method: 'POST', headers: await signedAs(BUYER) });
    expect(again).toMatchObject({ status: 400, body: { message: 'Your cart has nothing to buy' } });
  });

  it('ignores a price or total sent by the client', async () => {
    const session = await sessionFor(upstream, BUYER, [restricted[3]!.id]);
    const tampered = await form(upstream, '4242424242424242', { totalCents: 1, transactionAmount: 0.01, items: [{ contentId: restricted[3]!.id, priceCents: 1 }] });
    expect((await pay(upstream, BUYER, session.sessionId, tampered)).body.orderStatus).toBe('paid');
    expect((await orderOf(upstream, BUYER, session.sessionId)).body.transactionAmount).toBe(researchListPriceCents(restricted[3]!.ipType) / 100);
  });

  it('registers the buyer of a webinar and answers its passcode and event number', async () => {
    const session = await sessionFor(upstream, BUYER, [paidWebinar.id]);
    expect(session.totalCents).toBe(webinarPriceCents(paidWebinar.price));
    expect((await pay(upstream, BUYER, session.sessionId, await form(upstream, '378282246310005'))).body.orderStatus).toBe('paid');
    const order = await orderOf(upstream, BUYER, session.sessionId);
    expect(order.body.webinarPasscode).toMatch(/^\d{8}$/);
    expect(order.body.webinarEventNum).toBe(`EVT-${paidWebinar.id.slice(3)}`);
    expect(order.body.cardBrand).toBe('American Express');
    const registrations = await getJson(`${upstream.url}/webinar-service/api/v1/webinar/registrations?ids=${paidWebinar.id}`, await signedAs(BUYER));
    expect(registrations.body.items[0]).toMatchObject({ webinarId: paidWebinar.id, passcode: order.body.webinarPasscode });
  });

  it("keeps every session and order to its owner, and refuses a bad card or captcha with the rule's message", async () => {
    const session = await sessionFor(upstream, OTHER, [restricted[4]!.id]);
    expect((await getJson(`${upstream.url}${CHECKOUT}/session/${session.sessionId}`, await signedAs(BUYER))).status).toBe(404);
    expect((await pay(upstream, BUYER, session.sessionId, await form(upstream, '4242424242424242'))).status).toBe(404);
    expect((await orderOf(upstream, BUYER, session.sessionId)).status).toBe(404);
    expect((await pay(upstream, OTHER, session.sessionId, await form(upstream, '4242424242424241'))).body.message).toBe('Please enter a valid card number');
    expect((await pay(upstream, OTHER, session.sessionId, await form(upstream, '4242424242424242', { securityCode: '12' }))).body.message).toBe('Please enter security code');
    expect((await pay(upstream, OTHER, session.sessionId, await form(upstream, '4242424242424242', { recaptchaToken: 'forged' }))).body.message).toBe('Please complete the captcha');
    expect((await orderOf(upstream, OTHER, session.sessionId)).status).toBe(404);
  });

  it('logs the settled orders by brand and last 4, and no card number or security code anywhere', () => {
    const all = logged.join('');
    expect(all).toContain('checkout order settled');
    expect(all).toContain('"cardLast4":"4242"');
    for (const number of ['4242424242424242', '4242 4242 4242 4242', '5555555555554444', '378282246310005', '4000000000000002', '4000000000003220']) expect(all).not.toContain(number);
    expect(all).not.toContain('"securityCode"');
  });
});

describe('checkout with the Stripe adapter (replayed Stripe answers)', () => {
  const WEBHOOK_SECRET = 'whsec_checkout_test';
  const fixture = (name: string) => readFileSync(new URL(`./payments/fixtures/stripe/${name}.json`, import.meta.url), 'utf8');
  let stripeApi: Server;
  let upstream: RealUpstream;

  beforeAll(async () => {
    stripeApi = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const pending = new URLSearchParams(body).get('payment_method_data[card][number]') === '4000000000003220';
        res.writeHead(200, { 'content-type': 'application/json' }).end(fixture(pending ? 'create_requires_action' : 'create_succeeded'));
      });
    });
    await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
    const apiBase = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`;
    upstream = await startRealUpstream('checkout_stripe', { paymentProcessor: new StripeProcessor({ secretKey: 'sk_test_replay', webhookSecret: WEBHOOK_SECRET, apiBase }) });
  });
  afterAll(async () => {
    await upstream?.close();
    await new Promise((resolve) => stripeApi?.close(resolve));
  });

  const webhook = (body: string, signature: string) =>
    request(`${upstream.url}${CHECKOUT}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });

  it('pays through a payment intent, its id the transaction id', async () => {
    const session = await sessionFor(upstream, BUYER, [fdReport.id]);
    expect((await pay(upstream, BUYER, session.sessionId, await form(upstream, '4242424242424242'))).body.orderStatus).toBe('paid');
    expect((await orderOf(upstream, BUYER, session.sessionId)).body.transactionID).toBe('pi_3QxRecordedSucc01');
  });

  it('settles a pending intent from a signed webhook only', async () => {
    const session = await sessionFor(upstream, OTHER, [fdReport.id]);
    expect((await pay(upstream, OTHER, session.sessionId, await form(upstream, '4000000000003220'))).body.orderStatus).toBe('pending');
    const event = fixture('event_payment_intent_succeeded');
    const now = Math.floor(Date.now() / 1000);

    const forged = await webhook(event, stripeSignatureOf(event, 'whsec_attacker', now));
    expect(forged.status).toBe(400);
    expect((await webhook(event, 'nonsense')).status).toBe(400);
    expect((await readReport(upstream, OTHER, fdReport.id)).status).toBe(401);

    expect((await webhook(event, stripeSignatureOf(event, WEBHOOK_SECRET, now))).status).toBe(200);
    expect((await orderOf(upstream, OTHER, session.sessionId)).body).toMatchObject({ transactionID: 'pi_3QxRecordedPend01', maskedCCNumber: '************3220' });
    expect((await readReport(upstream, OTHER, fdReport.id)).status).toBe(200);
  });
});

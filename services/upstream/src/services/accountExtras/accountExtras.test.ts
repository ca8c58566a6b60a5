// The account extras' REST services over real HTTP against PostgreSQL: the product catalogue,
// registering a product id, notifications (only the owner's), newsletters, quote requests, and the
// provider contacts in the session response.
import { INVALID_REGISTRATION_ID_MESSAGE, REGISTRATION_ID_FORMAT_MESSAGE } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { callJson } from '../../testing/http.js';
import { ALREADY_YOURS_MESSAGE, TAKEN_MESSAGE } from '../product/productRouter.js';
import { RAQ_REQUIRED_MESSAGE, RAQ_TOO_LONG_MESSAGE } from '../user/accountRequestsRouter.js';
import { seedNotifications } from '../notification/seedNotifications.js';
import { quoteRequests } from './db/schema.js';
import { signedAs } from '../../testing/signedCaller.js';
import { startSeededApp, type SeededApp } from '../../testing/seededApp.js';

let app: SeededApp;

const ROBIN = await signedAs('usr-client-0002');
const SAM = await signedAs('usr-client-0003');

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => callJson(`${app.baseUrl}${path}`, method, headers, body);

beforeAll(async () => {
  app = await startSeededApp('account_extras', { CORPUS_SEED: String(TEST_CORPUS.seed), CORPUS_SIZE: String(TEST_CORPUS.size) });
}, 120_000);

afterAll(() => app?.close());

describe('products', () => {
  it('serves the catalogue publicly and cacheably', async () => {
    const { status, headers, body } = await call('GET', '/product-service/api/v2/products');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/^public/);
    expect(body.products.map((p: { productId: string }) => p.productId)).toEqual(['decisions', 'market-insights', 'analyst-on-call']);
    expect(body.featureCategories.map((c: { name: string }) => c.name)).toEqual(['Research', 'Analyst Access', 'Data and Tools', 'Events']);
  });

  it("lists only the caller's registrations, fresh, and 401 without a caller", async () => {
    const mine = await call('GET', '/api/products?clearCache=true', ROBIN);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body.registrations).toEqual([{ registrationId: 'MRD-FD-ROBIN-0001', productId: 'decisions', registeredAt: expect.any(String) }]);
    expect((await call('GET', '/api/products?clearCache=true')).status).toBe(401);
  });

  it('claims an unclaimed id once, whatever its case, and refuses it afterwards with the reason', async () => {
    const claimed = await call('POST', '/user-service/api/v1/user/registration/mrd-fmi-0001', ROBIN);
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({ registrationId: 'MRD-FMI-0001', productId: 'market-insights' });
    expect((await call('GET', '/api/products?clearCache=true', ROBIN)).body.registrations.map((r: { registrationId: string }) => r.registrationId)).toEqual([
      'MRD-FD-ROBIN-0001',
      'MRD-FMI-0001',
    ]);

    const again = await call('POST', '/user-service/api/v1/user/registration/MRD-FMI-0001', ROBIN);
    expect(again).toMatchObject({ status: 409, body: { error: 'Conflict', message: ALREADY_YOURS_MESSAGE } });
    const other = await call('POST', '/user-service/api/v1/user/registration/MRD-FMI-0001', SAM);
    expect(other).toMatchObject({ status: 409, body: { message: TAKEN_MESSAGE } });
    expect((await call('GET', '/api/products?clearCache=true', SAM)).body.registrations).toHaveLength(1);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without a caller', async () => {
    expect(await call('POST', '/user-service/api/v1/user/registration/NO-SUCH-ID-42', ROBIN)).toMatchObject({ status: 404, body: { error: 'Not Found' } });
    expect(await call('POST', '/user-service/api/v1/user/registration/a%20b', ROBIN)).toMatchObject({ status: 400, body: { message: REGISTRATION_ID_FORMAT_MESSAGE } });
    expect((await call('POST', '/user-service/api/v1/user/registration/MRD-FMI-0003')).status).toBe(401);
    expect(INVALID_REGISTRATION_ID_MESSAGE).toBe('Please enter a valid product registration ID');
  });
});

describe('notifications', () => {
  const N = '/notification-service/api/v1/notifications';

  it("seeds each demo user's first notifications once, newest first", async () => {
    const first = await call('GET', N, SAM);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toHaveLength(3);
    expect(first.body.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
    await seedNotifications(app.handle.db, ['usr-client-0003']);
    expect((await call('GET', N, SAM)).body).toEqual(first.body);
  });

  it("marks a comma-joined list read, and never someone else's", async () => {
    const robins = (await call('GET', N, ROBIN)).body as { id: number }[];
    const sams = (await call('GET', N, SAM)).body as { id: number; isRead: boolean }[];
    // Robin naming Sam's ids (alone or with his own) changes nothing and learns nothing.
    expect(await call('PATCH', `${N}/read/${sams[0].id}`, ROBIN)).toMatchObject({ status: 404, body: { message: `Notification ${sams[0].id} not found` } });
    expect((await call('PATCH', `${N}/read/${robins[0].id},${sams[1].id}`, ROBIN)).status).toBe(404);
    expect((await call('GET', N, SAM)).body).toEqual(sams);
    expect((await call('GET', N, ROBIN)).body.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);

    const marked = await call('PATCH', `${N}/read/${robins[0].id},${robins[2].id}`, ROBIN);
    expect(marked.status).toBe(200);
    expect(marked.body.map((n: { id: number; isRead: boolean }) => [n.id, n.isRead])).toEqual([
      [robins[0].id, true],
      [robins[2].id, true],
    ]);
    expect((await call('GET', N, ROBIN)).body.map((n: { isRead: boolean }) => n.isRead)).toEqual([true, false, true]);
  });

  it('refuses malformed id lists and callers without a user', async () => {
    expect((await call('PATCH', `${N}/read/1,x`, ROBIN)).body.message).toBe('Invalid notification id: x');
    expect((await call('PATCH', `${N}/read/,`, ROBIN)).status).toBe(400);
    expect((await call('GET', N)).status).toBe(401);
    expect((await call('DELETE', N)).status).toBe(401);
  });

  it("deletes all of the caller's and only theirs", async () => {
    const sams = (await call('GET', N, SAM)).body;
    expect((await call('DELETE', N, ROBIN)).status).toBe(204);
    expect((await call('GET', N, ROBIN)).body).toEqual([]);
    expect((await call('GET', N, SAM)).body).toEqual(sams);
    // A restart seeds nobody twice: deleted stays deleted.
    await seedNotifications(app.handle.db, ['usr-client-0002']);
    expect((await call('GET', N, ROBIN)).body).toEqual([]);
  });
});

describe('newsletters', () => {
  const NL = '/preference-service/api/v1/newsletters';

  it('answers the defaults, saves a change for the caller only, and refuses unknown ones', async () => {
    const before = (await call('GET', NL, SAM)).body as { newsletterId: string; subscribed: boolean }[];
    expect(before.map((n) => [n.newsletterId, n.subscribed])).toEqual([
      ['research-digest', true],
      ['cmo-brief', false],
      ['technology-leadership', false],
      ['webinar-announcements', true],
    ]);
    const saved = await call('POST', NL, SAM, { subscriptions: [{ newsletterId: 'cmo-brief', subscribed: true }, { newsletterId: 'research-digest', subscribed: false }] });
    expect(saved.status).toBe(200);
    expect(saved.body.map((n: { subscribed: boolean }) => n.subscribed)).toEqual([false, true, false, true]);
    expect((await call('GET', NL, SAM)).body).toEqual(saved.body);
    expect((await call('GET', NL, ROBIN)).body).toEqual(before);
    expect(await call('POST', NL, SAM, { subscriptions: [{ newsletterId: 'nope', subscribed: true }] })).toMatchObject({ status: 400, body: { message: 'Unknown newsletter: nope' } });
    expect((await call('GET', NL)).status).toBe(401);
  });
});

describe('quote requests', () => {
  it("stores the signed-in caller's quote request; a blank or too long message is refused", async () => {
    const created = await call('POST', '/user-service/api/v1/user/request-a-quote', ROBIN, { raqMessage: 'Ten seats of Decisions, please.' });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(Number) } });
    expect(await call('POST', '/user-service/api/v1/user/request-a-quote', ROBIN, { raqMessage: '  ' })).toMatchObject({ status: 400, body: { message: RAQ_REQUIRED_MESSAGE } });
    expect(await call('POST', '/user-service/api/v1/user/request-a-quote', ROBIN, { raqMessage: 'x'.repeat(4001) })).toMatchObject({ status: 400, body: { message: RAQ_TOO_LONG_MESSAGE } });
    expect((await call('POST', '/user-service/api/v1/user/request-a-quote', {}, { raqMessage: 'hi' })).status).toBe(401);
    const rows = await app.handle.db.select().from(quoteRequests);
    expect(rows).toEqual([expect.objectContaining({ userId: 'usr-client-0002', raqMessage: 'Ten seats of Decisions, please.' })]);
  });
});

describe('provider contacts in the session', () => {
  it('gives {product}Contacts for each subscription of the account', async () => {
    const { body } = await call('GET', '/auth-service/api/v1/user/sessions/verify', ROBIN);
    expect(body.fdContacts.map((c: { role: string }) => c.role)).toEqual(['Account Manager', 'Research Analyst']);
    expect(body.fmiContacts).toEqual([{ role: 'Market Insights Analyst', fullName: 'Dana Whitfield', email: 'dana.whitfield@meridian.example', phone: '+44 20.7946.0321' }]);
  });
});

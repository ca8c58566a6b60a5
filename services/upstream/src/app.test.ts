// Every endpoint over real HTTP against PostgreSQL, seeded with the small test corpus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertBanners, analysts, fixtures, reportId, type CorpusReport } from '@portal/corpus';
import { seedDatabase } from './db/seed.js';
import { sanitizeBannerHtml } from './services/content/alertBanner.js';
import { TEST_CORPUS } from './testing/corpus.js';
import { allReports, expectedAnalyst, expectedRelated, expectedResearch } from './testing/expected.js';
import { getJson, postJson } from './testing/http.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from './testing/signedCaller.js';
import { seedDemoUsers } from './services/auth/demoUsers.js';
import { startMigratedApp, type SeededApp } from './testing/seededApp.js';

const SEEDED_AT = new Date('2026-11-20T10:00:00.000Z');
const RESEARCH = '/research-service/api/v1/research';
const GRAPHICS = '/research-service/api/v1/graphics';
const ANALYST = '/api/v1/analyst';
const RELATED = '/search-service/api/v1/related-research';
const CART = '/cart-service/api/v1/cart';
// An employee: entitled to every restricted report (packages/domain entitlements).
const USER = await signedAs('usr-employee-0001');
const PUBLIC_CACHE = 'public, max-age=300';

let app: SeededApp;
let corpus: CorpusReport[];
const url = (path: string) => `${app.baseUrl}${path}`;

beforeAll(async () => {
  app = await startMigratedApp('app', async (db) => {
    // The user store: entitlements read the caller's subscriptions there.
    await seedDemoUsers(db);
    await seedDatabase(db, TEST_CORPUS, { now: SEEDED_AT });
  }, { userContextSecret: TEST_USER_CONTEXT_SECRET });
  corpus = allReports(TEST_CORPUS);
  // Seeding hashes every demo user's password (scrypt): seconds on a busy two-core machine.
}, 60_000);

afterAll(() => app?.close());

const badRequest = (id: string) => ({ status: 400, error: 'Bad Request', message: `Invalid content id: ${id}` });

describe('GET research by id', () => {
  it('returns the report as ResearchDto, cacheable for five minutes', async () => {
    const res = await getJson(url(`${RESEARCH}/${fixtures.twelveAuthorReportId}`));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expectedResearch(TEST_CORPUS, fixtures.twelveAuthorReportId));
    expect(res.body.authors).toHaveLength(12);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(res.headers.get('vary')).toMatch(/x-portal-user\b/i);
  });

  it('keeps authors and contributors in their order', async () => {
    const res = await getJson(url(`${RESEARCH}/${fixtures.inactiveAuthorReportId}`));
    const expected = expectedResearch(TEST_CORPUS, fixtures.inactiveAuthorReportId);
    expect(res.body.authors).toEqual(expected.authors);
    expect(res.body.contributors).toEqual(expected.contributors);
  });

  it('answers 404 for an unknown report', async () => {
    const res = await getJson(url(`${RESEARCH}/RES999999`));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, error: 'Not Found', message: 'Research RES999999 not found' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['RES12x', 'BIO-1', 'BIO10001', "RES1' OR '1'='1", 'RES1;DROP TABLE research'])('answers 400 for the malformed id %s', async (id) => {
    const res = await getJson(url(`${RESEARCH}/${encodeURIComponent(id)}`));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(id));
  });

  it('answers 401 for restricted research without a user, 200 with one', async () => {
    const anonymous = await getJson(url(`${RESEARCH}/${fixtures.restrictedReportId}`));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      status: 401,
      error: 'Unauthorized',
      message: 'Research page is not accessible with the current credentials',
    });
    const signedIn = await getJson(url(`${RESEARCH}/${fixtures.restrictedReportId}`), USER);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(expectedResearch(TEST_CORPUS, fixtures.restrictedReportId));
    expect(signedIn.headers.get('cache-control')).toBe('private, max-age=300');
  });
});

describe('research entitlements (per subscription, from the signed user context only)', () => {
  const GUEST = signedAs('usr-guest-0001');
  const FD_CLIENT = signedAs('usr-client-0001');
  const FD_FMI_CLIENT = signedAs('usr-client-0002');
  const fmiOnly = () => {
    const report = corpus.find((r) => r.access === 'restricted' && r.products.join() === 'FMI');
    if (!report) throw new Error('the test corpus has no restricted FMI-only report');
    return report;
  };
  const read = async (id: string, headers: Record<string, string> | Promise<Record<string, string>> = {}) =>
    getJson(url(`${RESEARCH}/${id}`), await headers);

  it('refuses restricted research to a GUEST subscription with the spec 3 message', async () => {
    expect(expectedResearch(TEST_CORPUS, fixtures.restrictedReportId).products).toEqual(['FD']);
    const res = await read(fixtures.restrictedReportId, GUEST);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, error: 'Unauthorized', message: 'Research page is not accessible with the current credentials' });
  });

  it("lets a client read the restricted research of their subscription's product, and not another product's", async () => {
    expect((await read(fixtures.restrictedReportId, FD_CLIENT)).status).toBe(200);
    expect((await read(fmiOnly().id, FD_CLIENT)).status).toBe(401);
    expect((await read(fmiOnly().id, FD_FMI_CLIENT)).status).toBe(200);
    expect((await read(fmiOnly().id, USER)).status).toBe(200);
    const ids = [fixtures.oneAuthorReportId, fixtures.restrictedReportId, fmiOnly().id];
    const batch = await getJson(url(`${RESEARCH}?ids=${ids.join(',')}`), await FD_CLIENT);
    expect(batch.body.items.map((r: { id: string }) => r.id)).toEqual(ids.slice(0, 2));
  });

  it("answers the access check for the verified caller only, in the order asked, never cached for a signed-in caller", async () => {
    const ids = [fmiOnly().id, 'RES999999', fixtures.restrictedReportId, fixtures.oneAuthorReportId];
    const check = async (headers: Record<string, string> | Promise<Record<string, string>>) =>
      getJson(url(`${RESEARCH}/access?ids=${ids.join(',')}`), await headers);
    const asClient = await check(FD_CLIENT);
    expect(asClient.status).toBe(200);
    expect(asClient.headers.get('cache-control')).toBe('no-store');
    expect(asClient.body.items).toEqual([
      { contentId: fmiOnly().id, hasAccess: false },
      { contentId: fixtures.restrictedReportId, hasAccess: true },
      { contentId: fixtures.oneAuthorReportId, hasAccess: true },
    ]);
    expect((await check(GUEST)).body.items.map((i: { hasAccess: boolean }) => i.hasAccess)).toEqual([false, false, true]);
    expect((await check({ 'x-portal-user-id': 'usr-employee-0001' })).body.items.map((i: { hasAccess: boolean }) => i.hasAccess)).toEqual([false, false, true]);
    expect((await check(USER)).body.items.map((i: { hasAccess: boolean }) => i.hasAccess)).toEqual([true, true, true]);
    // A visitor's answer (public research only) is every visitor's: shareable.
    const asVisitor = await check({});
    expect(asVisitor.body.items.map((i: { hasAccess: boolean }) => i.hasAccess)).toEqual([false, false, true]);
    expect(asVisitor.headers.get('cache-control')).toMatch(/^public, /);
  });

  it("leaves a restricted report's charts out of the graphics batch for readers not entitled to it", async () => {
    const restricted = corpus.find((r) => r.id === fixtures.restrictedReportId)!;
    const [graphicsId] = Object.keys(restricted.graphics);
    expect(graphicsId).toBeDefined();
    const charts = async (headers: Record<string, string> | Promise<Record<string, string>>) =>
      getJson(url(`${GRAPHICS}?ids=${graphicsId}`), await headers);
    expect((await charts({})).body.items).toEqual({});
    expect((await charts(GUEST)).body.items).toEqual({});
    expect((await charts({ 'x-portal-user-id': 'usr-client-0001' })).body.items).toEqual({});
    const entitled = await charts(FD_CLIENT);
    expect(Object.keys(entitled.body.items)).toEqual([graphicsId]);
    expect(entitled.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('treats a bare x-portal-user-id, a forged, expired or otherwise-signed context as nobody', async () => {
    const refusals = [
      { 'x-portal-user-id': 'usr-employee-0001' },
      { 'x-portal-user': 'not-a-jws' },
      signedAs('usr-employee-0001', { secret: 'another-secret-0123456789-0123456789' }),
      signedAs('usr-employee-0001', { expiresIn: '-1m' }),
    ];
    for (const headers of refusals) {
      expect((await read(fixtures.restrictedReportId, headers)).status).toBe(401);
    }
  });
});

describe('GET research batch', () => {
  it('returns reports in the order asked, leaving out unknown ids', async () => {
    const ids = [reportId(7), 'RES999999', reportId(2), reportId(0)];
    const res = await getJson(url(`${RESEARCH}?ids=${ids.join(',')}`));
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: { id: string }) => r.id)).toEqual([reportId(7), reportId(2), reportId(0)]);
    expect(res.body.items[1]).toEqual(expectedResearch(TEST_CORPUS, reportId(2)));
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });

  it('leaves out restricted research unless a user asks', async () => {
    const ids = [fixtures.oneAuthorReportId, fixtures.restrictedReportId];
    const anonymous = await getJson(url(`${RESEARCH}?ids=${ids.join(',')}`));
    expect(anonymous.body.items.map((r: { id: string }) => r.id)).toEqual([fixtures.oneAuthorReportId]);
    const signedIn = await getJson(url(`${RESEARCH}?ids=${ids.join(',')}`), USER);
    expect(signedIn.body.items.map((r: { id: string }) => r.id)).toEqual(ids);
    expect(signedIn.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('accepts 100 ids and refuses 101', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => reportId(i));
    const hundred = await getJson(url(`${RESEARCH}?ids=${ids.slice(0, 100).join(',')}`));
    expect(hundred.status).toBe(200);
    expect(hundred.body.items.length).toBe(corpus.filter((r) => r.access === 'public').length);
    const tooMany = await getJson(url(`${RESEARCH}?ids=${ids.join(',')}`));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ status: 400, error: 'Bad Request', message: 'Too many ids: at most 100 per request' });
  });

  it('answers 400 for a malformed id in the batch or no ids at all', async () => {
    const malformed = await getJson(url(`${RESEARCH}?ids=${reportId(1)},RES12x`));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual(badRequest('RES12x'));
    const missing = await getJson(url(RESEARCH));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Query parameter 'ids' is required");
  });
});

describe('GET graphics batch', () => {
  it('returns old-format charts keyed by graphics id, leaving out unknown ids', async () => {
    const report = corpus.find((r) => r.id === fixtures.allChartTypesReportId)!;
    const ids = Object.keys(report.graphics);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const res = await getJson(url(`${GRAPHICS}?ids=${[...ids, 'GR-1'].join(',')}`));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(report.graphics);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });

  it.each(['GR-abc', 'GR1', 'RES100001'])('answers 400 for the malformed graphics id %s', async (id) => {
    const res = await getJson(url(`${GRAPHICS}?ids=${encodeURIComponent(id)}`));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(id));
  });
});

describe('GET analyst', () => {
  const authorId = () => expectedResearch(TEST_CORPUS, fixtures.oneAuthorReportId).authors[0].contentId;

  it('returns one analyst by id', async () => {
    const res = await getJson(url(`${ANALYST}/${authorId()}`));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expectedAnalyst(TEST_CORPUS, authorId()));
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });

  it('returns a batch in the order asked, leaving out unknown ids', async () => {
    const [first, second] = analysts(TEST_CORPUS.seed);
    const res = await getJson(url(`${ANALYST}?ids=${second.contentId},BIO1,${first.contentId}`));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([second, first]);
  });

  it('answers 404 for an unknown analyst and 400 for a malformed id', async () => {
    const unknown = await getJson(url(`${ANALYST}/BIO1`));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, error: 'Not Found', message: 'Analyst BIO1 not found' });
    for (const id of ['BIO-1', 'RES100001']) {
      const malformed = await getJson(url(`${ANALYST}/${id}`));
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual(badRequest(id));
    }
    const batch = await getJson(url(`${ANALYST}?ids=BIO10001,BIO-1`));
    expect(batch.body).toEqual(badRequest('BIO-1'));
  });
});

describe('GET related research', () => {
  it('returns 3 other reports: same function first, then shared priorities, newest first', async () => {
    const id = fixtures.oneAuthorReportId;
    const res = await getJson(url(`${RELATED}/${id}?size=3`));
    expect(res.status).toBe(200);
    const ids = res.body.items.map((item: { contentId: string }) => item.contentId);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain(id);
    expect(ids).toEqual(expectedRelated(corpus, id, 3, false));
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });

  it('lists restricted research only for a user', async () => {
    // A report of the restricted fixture's function: anonymous callers must not see the fixture.
    const restricted = corpus.find((r) => r.id === fixtures.restrictedReportId)!;
    const neighbour = corpus.find((r) => r.id !== restricted.id && r.functionSlug === restricted.functionSlug)!;
    const size = 20;
    const anonymous = await getJson(url(`${RELATED}/${neighbour.id}?size=${size}`));
    const anonymousIds = anonymous.body.items.map((item: { contentId: string }) => item.contentId);
    expect(anonymousIds).toEqual(expectedRelated(corpus, neighbour.id, size, false));
    expect(anonymousIds).not.toContain(restricted.id);
    const signedIn = await getJson(url(`${RELATED}/${neighbour.id}?size=${size}`), USER);
    const signedInIds = signedIn.body.items.map((item: { contentId: string }) => item.contentId);
    expect(signedInIds).toEqual(expectedRelated(corpus, neighbour.id, size, true));
    expect(signedInIds).toContain(restricted.id);
  });

  it('defaults to 3, and answers 404 for an unknown report and 400 for bad input', async () => {
    const defaults = await getJson(url(`${RELATED}/${reportId(9)}`));
    expect(defaults.body.items).toHaveLength(3);
    expect((await getJson(url(`${RELATED}/RES999999`))).status).toBe(404);
    expect((await getJson(url(`${RELATED}/RES12x`))).body).toEqual(badRequest('RES12x'));
    const badSize = await getJson(url(`${RELATED}/${reportId(9)}?size=0`));
    expect(badSize.status).toBe(400);
    expect(badSize.body.message).toBe('size must be an integer from 1 to 20');
  });
});

describe('GET alert banner', () => {
  it('returns the banners with sanitised descriptions', async () => {
    const res = await getJson(url('/content-service/api/v1/alert-banner'));
    expect(res.status).toBe(200);
    const expected = alertBanners(TEST_CORPUS.seed, SEEDED_AT).map((banner) => ({
      ...banner,
      description: sanitizeBannerHtml(banner.description),
    }));
    expect(res.body).toEqual(expected);
    expect(res.body[0].description).toContain('<a href="');
    expect(res.body[0].description).not.toContain('<p>');
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });
});

describe('cart', () => {
  const visitor = (id: string) => ({ 'x-unregistered-user-id': id });

  it('counts each visitor’s items separately and never caches', async () => {
    const alice = visitor('6b0f6c1e-0c55-4d7e-9a35-1f2d3c4b5a61');
    const bob = visitor('0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0');
    // What a visitor may buy: restricted research (public research and unknown ids are not for sale).
    const [first, second] = corpus.filter((report) => report.access === 'restricted').map((report) => report.id);
    expect((await postJson(url(`${CART}/items`), { contentId: first }, alice)).status).toBe(201);
    expect((await postJson(url(`${CART}/items`), { contentId: second }, alice)).body).toEqual({ count: 2 });
    const again = await postJson(url(`${CART}/items`), { contentId: first }, alice);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ count: 2 });
    await postJson(url(`${CART}/items`), { contentId: first }, bob);

    const aliceCount = await getJson(url(`${CART}/count`), alice);
    expect(aliceCount.body).toEqual({ count: 2 });
    expect(aliceCount.headers.get('cache-control')).toBe('no-store');
    expect((await getJson(url(`${CART}/count`), bob)).body).toEqual({ count: 1 });
    expect((await getJson(url(`${CART}/count`), visitor('someone-new'))).body).toEqual({ count: 0 });
    // A signed-in user's cart is the user's, not the visitor cookie's.
    expect((await getJson(url(`${CART}/count`), { ...alice, ...USER })).body).toEqual({ count: 0 });
  });

  it('validates what is added and who adds it', async () => {
    const alice = visitor('a1');
    const malformed = await postJson(url(`${CART}/items`), { contentId: 'WEB-1' }, alice);
    expect(malformed.body).toEqual(badRequest('WEB-1'));
    expect((await postJson(url(`${CART}/items`), {}, alice)).body.message).toBe('contentId is required');
    const nobody = await postJson(url(`${CART}/items`), { contentId: 'WEB123' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toBe('x-portal-user or x-unregistered-user-id header is required');
    const badHeader = await getJson(url(`${CART}/count`), visitor('not valid!'));
    expect(badHeader.body).toEqual({ status: 400, error: 'Bad Request', message: 'Invalid x-unregistered-user-id header' });
    const brokenJson = await fetch(url(`${CART}/items`), { method: 'POST', headers: { 'content-type': 'application/json', ...alice }, body: '{' });
    expect(brokenJson.status).toBe(400);
    expect(((await brokenJson.json()) as { error: string }).error).toBe('Bad Request');
  });
});

describe('session verify, health and unknown paths', () => {
  it('answers 401 to session verify without a user or for an unknown one, uncached', async () => {
    for (const headers of [{}, await signedAs('usr-nobody')]) {
      const res = await getJson(url('/auth-service/api/v1/user/sessions/verify'), headers);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 401, error: 'Unauthorized' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers /healthz and a JSON 404 for unknown paths', async () => {
    expect((await getJson(url('/healthz'))).body).toEqual({ ok: true });
    const unknown = await getJson(url('/no/such/service'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, error: 'Not Found', message: 'No such endpoint: GET /no/such/service' });
  });
});

describe('GET /metrics', () => {
  const counterValue = (text: string, labels: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`upstream_http_requests_total{${labels}}`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };
  const metrics = async () => (await fetch(url('/metrics'))).text();

  it('counts requests by route pattern, not by raw URL, and skips probes', async () => {
    const ok = 'method="GET",route="/research-service/api/v1/research/:id",status="200"';
    const bad = 'method="GET",route="/research-service/api/v1/research/:id",status="400"';
    const batch = 'method="GET",route="/api/v1/analyst",status="200"';
    const before = await metrics();
    await getJson(url(`${RESEARCH}/${reportId(10)}`));
    await getJson(url(`${RESEARCH}/${reportId(11)}`));
    await getJson(url(`${RESEARCH}/RES12x`));
    await getJson(url(`${ANALYST}?ids=${analysts(TEST_CORPUS.seed)[0].contentId}`));
    await getJson(url('/healthz'));
    const after = await metrics();
    expect(counterValue(after, ok) - counterValue(before, ok)).toBe(2);
    expect(counterValue(after, bad) - counterValue(before, bad)).toBe(1);
    expect(counterValue(after, batch) - counterValue(before, batch)).toBe(1);
    expect(after).not.toContain(reportId(10));
    expect(after).not.toMatch(/route="\/(healthz|metrics)"/);
  });
});

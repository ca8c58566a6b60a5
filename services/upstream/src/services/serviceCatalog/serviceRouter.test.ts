// service-service and priority-service over real HTTP against PostgreSQL seeded with the small test
// corpus: what each route refuses and with which message, and who may cache what it answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionAreas, functionServices, namedServices, DEFAULT_SEED } from '@portal/corpus';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { getJson } from '../../testing/http.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';

const SERVICES = '/service-service/api/v1';
const PRIORITIES = '/priority-service/api/v1/priority';
const PUBLIC = 'public, max-age=300';

const open = functionServices().find((service) => !service.isProtected)!;
const locked = functionServices().find((service) => service.isProtected)!;
const [first, second] = functionAreas(DEFAULT_SEED).flatMap((area) => area.priorities);

let app: SeededApp;

beforeAll(async () => {
  app = await startMigratedApp('service_catalog', (db) => seedDatabase(db, TEST_CORPUS), { userContextSecret: TEST_USER_CONTEXT_SECRET });
}, 120_000);

afterAll(() => app?.close());

const messageOf = async (path: string) => {
  const res = await getJson(`${app.baseUrl}${path}`);
  return [res.status, res.body?.message];
};

describe('service-service', () => {
  it('lists the services, shared with visitors and never stored for a user', async () => {
    const visitor = await getJson(`${app.baseUrl}${SERVICES}/services`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.items.map((item: { contentId: string }) => item.contentId)).toContain(open.contentId);
    expect(visitor.headers.get('cache-control')).toBe(PUBLIC);
    expect(visitor.headers.get('vary')).toMatch(/x-portal-user/i);
    const user = await getJson(`${app.baseUrl}${SERVICES}/services`, await signedAs('some-user'));
    expect(user.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a page by id or slug, and nothing (204) for a protected one the caller does not hold', async () => {
    const byId = await getJson(`${app.baseUrl}${SERVICES}/service/${open.contentId}`);
    expect(byId.status).toBe(200);
    expect(byId.body.slug).toBe(open.slug);
    expect(byId.headers.get('cache-control')).toBe(PUBLIC);
    const bySlug = await getJson(`${app.baseUrl}${SERVICES}/service/by-slug?slug=${open.slug}`);
    expect(bySlug.body.contentId).toBe(open.contentId);
    const refused = await getJson(`${app.baseUrl}${SERVICES}/service/${locked.contentId}`, await signedAs('some-user'));
    expect(refused.status).toBe(204);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the named services pages (spec 1 §2) with the priorities of the function they draw on', async () => {
    const named = namedServices()[1];
    const source = functionAreas(DEFAULT_SEED).find((area) => area.slug === named.researchFrom)!;
    const page = await getJson(`${app.baseUrl}${SERVICES}/service/by-slug?slug=${named.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ contentId: named.contentId, title: 'Emerging Growth Marketing Leaders', contentType: 'Function' });
    expect(page.body.priorities.map((priority: { id: string }) => priority.id)).toEqual(source.priorities.map((priority) => priority.id));
    const listing = await getJson(`${app.baseUrl}${SERVICES}/services`);
    expect(listing.body.items.map((item: { slug: string }) => item.slug)).toEqual(expect.arrayContaining(namedServices().map((service) => service.slug)));
  });

  it('refuses a malformed id or slug with 400 and an unknown service with 404', async () => {
    expect(await messageOf(`${SERVICES}/service/RES100001`)).toEqual([400, 'Invalid content id: RES100001']);
    expect(await messageOf(`${SERVICES}/service/by-slug`)).toEqual([400, "Query parameter 'slug' is required"]);
    expect(await messageOf(`${SERVICES}/service/by-slug?slug=Not%20A%20Slug`)).toEqual([400, 'Invalid slug']);
    expect(await messageOf(`${SERVICES}/service/by-slug?slug=no-such-service`)).toEqual([404, 'Service no-such-service not found']);
    expect(await messageOf(`${SERVICES}/service/SER999999`)).toEqual([404, 'Service SER999999 not found']);
  });
});

describe('priority-service', () => {
  it('answers a priority, or a batch in the order asked without the unknown ones, cacheable', async () => {
    const one = await getJson(`${app.baseUrl}${PRIORITIES}/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: first.id, label: first.label, functionSlug: first.functionSlug });
    expect(one.headers.get('cache-control')).toBe(PUBLIC);
    const batch = await getJson(`${app.baseUrl}${PRIORITIES}?ids=${second.id},PRI999999,${first.id}`);
    expect(batch.body.items.map((priority: { id: string }) => priority.id)).toEqual([second.id, first.id]);
    expect(batch.headers.get('cache-control')).toBe(PUBLIC);
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    expect(await messageOf(`${PRIORITIES}/RES100001`)).toEqual([400, 'Invalid content id: RES100001']);
    expect(await messageOf(`${PRIORITIES}/PRI999999`)).toEqual([404, 'Priority PRI999999 not found']);
    expect(await messageOf(PRIORITIES)).toEqual([400, "Query parameter 'ids' is required"]);
  });
});

// webinar-service over real HTTP against PostgreSQL seeded with the small test corpus; expected
// answers come from the corpus generator with the same anchor day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysts, webinar, webinarCount, type CorpusWebinar } from '@portal/corpus';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { getJson } from '../../testing/http.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';

const BASE = '/webinar-service/api/v1/webinar';
// Seeded "now": upcoming webinars start after it, past ones before; the real clock is later still
// by at most a few seconds, which no generated webinar start lies within.
const anchor = new Date();

let app: SeededApp;
let all: CorpusWebinar[];

beforeAll(async () => {
  app = await startMigratedApp('webinar', (db) => seedDatabase(db, TEST_CORPUS, { now: anchor }));
  all = Array.from({ length: webinarCount(TEST_CORPUS) }, (_, i) => webinar(TEST_CORPUS, i, anchor));
});

afterAll(() => app?.close());

const names = () => new Map(analysts(TEST_CORPUS.seed).map((a) => [a.contentId, a.fullName]));

describe('GET /webinar-service/api/v1/webinar/{id}', () => {
  it('answers the spec fields of an upcoming webinar, hosts by name', async () => {
    const expected = all.find((w) => w.webinarType === 'Webinar' && Date.parse(w.startDate) > Date.now())!;
    const res = await getJson(`${app.baseUrl}${BASE}/${expected.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    expect(res.body).toEqual({
      id: expected.id,
      contentId: expected.id,
      slug: expected.slug,
      path: `/webinar/${expected.slug}/${expected.id}`,
      title: expected.title,
      summary: expected.summary,
      webinarType: 'Webinar',
      webinarStatus: 'upcoming',
      startDate: expected.startDate,
      endDate: expected.endDate,
      eventStartDateTime: expected.startDate,
      duration: expected.duration,
      price: expected.price,
      participationDetails: expected.participationDetails,
      location: 'Online',
      editorialImage: expected.editorialImage,
      hostAnalysts: expected.hostAnalystIds.map((id) => ({ contentId: id, fullName: names().get(id) })),
      topics: expected.topics,
    });
  });

  it('says past for a peer discussion that has ended', async () => {
    const expected = all.find((w) => w.webinarType === 'Peer Discussions' && Date.parse(w.endDate) < Date.now())!;
    const res = await getJson(`${app.baseUrl}${BASE}/${expected.id}`);
    expect(res.body).toMatchObject({ id: expected.id, webinarType: 'Peer Discussions', webinarStatus: 'past' });
  });

  it('answers 404 for an unknown webinar and 400 for an id of another kind', async () => {
    const missing = await getJson(`${app.baseUrl}${BASE}/WEB999999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'Not Found', message: 'Webinar WEB999999 not found' });
    const wrong = await getJson(`${app.baseUrl}${BASE}/RES100001`);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'Bad Request', message: 'Invalid content id: RES100001' });
  });
});

describe('GET /webinar-service/api/v1/webinar?ids=', () => {
  it('answers in the order asked and leaves unknown ids out', async () => {
    const ids = [all[5].id, 'WEB999999', all[0].id, all[3].id];
    const res = await getJson(`${app.baseUrl}${BASE}?ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((w: { id: string }) => w.id)).toEqual([all[5].id, all[0].id, all[3].id]);
  });

  it('refuses ids of another kind and more than 100 ids', async () => {
    expect((await getJson(`${app.baseUrl}${BASE}?ids=WEB100000,SUS100000`)).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `WEB${100000 + i}`).join(',');
    expect((await getJson(`${app.baseUrl}${BASE}?ids=${many}`)).status).toBe(400);
  });
});

describe('GET /webinar-service/api/v1/webinar/listing', () => {
  const tab = (type: 'upcoming' | 'ondemand', webinarType: CorpusWebinar['webinarType']) => {
    const now = Date.now();
    const ofType = all.filter((w) => w.webinarType === webinarType && (type === 'upcoming') === Date.parse(w.endDate) > now);
    const byStart = (a: CorpusWebinar, b: CorpusWebinar) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id.localeCompare(b.id);
    return type === 'upcoming' ? ofType.sort(byStart) : ofType.sort((a, b) => byStart(b, a));
  };

  it.each([
    ['upcoming', 'webinar', 'Webinar'],
    ['ondemand', 'webinar', 'Webinar'],
    ['upcoming', 'peer%20discussions', 'Peer Discussions'],
    ['ondemand', 'peer%20discussions', 'Peer Discussions'],
  ] as const)('pages %s %s soonest or newest first, 9 by default', async (type, param, webinarType) => {
    const expected = tab(type, webinarType);
    expect(expected.length).toBeGreaterThan(0);
    const first = await getJson(`${app.baseUrl}${BASE}/listing?type=${type}&webinarType=${param}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: expected.length, page: 1, size: 9 });
    expect(first.body.content.map((w: { id: string }) => w.id)).toEqual(expected.slice(0, 9).map((w) => w.id));
    const status = type === 'upcoming' ? 'upcoming' : 'past';
    for (const w of first.body.content) expect(w).toMatchObject({ webinarType, webinarStatus: status });
    const seen: string[] = [];
    for (let page = 1; (page - 1) * 4 < expected.length; page++) {
      const res = await getJson(`${app.baseUrl}${BASE}/listing?type=${type}&webinarType=${param}&page=${page}&size=4`);
      seen.push(...res.body.content.map((w: { id: string }) => w.id));
    }
    expect(seen).toEqual(expected.map((w) => w.id));
  });

  it('refuses an unknown type, webinar type or page', async () => {
    const bad = await getJson(`${app.baseUrl}${BASE}/listing?type=later`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'Bad Request', message: 'type must be one of upcoming, ondemand' });
    expect((await getJson(`${app.baseUrl}${BASE}/listing?type=upcoming&webinarType=forum`)).status).toBe(400);
    expect((await getJson(`${app.baseUrl}${BASE}/listing?type=upcoming&page=0`)).status).toBe(400);
  });
});

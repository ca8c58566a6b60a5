// content-service card data over real HTTP against the seeded test corpus; expected answers come
// from the corpus generator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysts, contentItem, survey } from '@portal/corpus';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { getJson } from '../../testing/http.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';

const BASE = '/content-service/api/v1/content-items';
let app: SeededApp;

beforeAll(async () => {
  app = await startMigratedApp('content_items', (db) => seedDatabase(db, TEST_CORPUS));
});

afterAll(() => app?.close());

const nameOf = (id: string) => analysts(TEST_CORPUS.seed).find((a) => a.contentId === id)!.fullName;

describe('GET /content-service/api/v1/content-items', () => {
  it('answers a survey with its type and respondents', async () => {
    // Survey 2 keeps its fixed day (0, 1, 4, 5… are dated around the seeding day).
    const s = survey(TEST_CORPUS, 2);
    const res = await getJson(`${app.baseUrl}${BASE}/${s.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: s.id, contentId: s.id, contentType: 'survey', title: s.shortTitle, summary: s.summary, path: s.path,
      publishedDate: s.datePublished, readTime: null, category: null, authors: [], surveyType: s.surveyType, respondents: s.respondents,
    });
  });

  it('answers playbooks, blogs, podcasts and tools in the order asked, with authors by name', async () => {
    const expected = [contentItem('tool', TEST_CORPUS, 2), contentItem('playbook', TEST_CORPUS, 0), contentItem('podcast', TEST_CORPUS, 1), contentItem('blog', TEST_CORPUS, 3)];
    const res = await getJson(`${app.baseUrl}${BASE}?ids=${[expected[0].id, 'BLG999999', ...expected.slice(1).map((e) => e.id)].join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(expected.map((e) => ({
      id: e.id, contentId: e.id, contentType: e.contentType, title: e.title, summary: e.summary, path: e.path,
      publishedDate: e.publishedDate, readTime: e.readTime, category: e.category,
      authors: e.authorIds.map((id) => ({ contentId: id, fullName: nameOf(id) })), surveyType: null, respondents: null,
    })));
  });

  it('answers 404 for an unknown item and 400 for an id of another kind', async () => {
    const missing = await getJson(`${app.baseUrl}${BASE}/POD999999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'Not Found', message: 'Content POD999999 not found' });
    const wrong = await getJson(`${app.baseUrl}${BASE}/WEB100000`);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'Bad Request', message: 'Invalid content id: WEB100000' });
    expect((await getJson(`${app.baseUrl}${BASE}?ids=RES100001`)).status).toBe(400);
  });

  it('leaves the alert banner where it was', async () => {
    expect((await getJson(`${app.baseUrl}/content-service/api/v1/alert-banner`)).status).toBe(200);
  });
});

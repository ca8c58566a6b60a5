// playbook-service, survey-service, planning-guide-service and prediction-service over real HTTP against PostgreSQL seeded with the small test
// corpus; expected answers come from the corpus generator with the same anchor day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, planningGuides, predictionCount, surveys, type CorpusContentItem, type CorpusSurvey } from '@portal/corpus';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { getJson } from '../../testing/http.js';
import { publishedSinceDay } from './surveyList.js';
import { seedInsightPages } from '../insights/db/seed.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import type { PlaybookDto, PlaybookListResponseDto, SurveyDto, SurveyListResponseDto } from '@portal/contracts';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';

const PLAYBOOKS = '/playbook-service/api/v1/playbook';
const SURVEYS = '/survey-service/api/v1/survey';
const anchor = new Date();

let app: SeededApp;
let playbooks: CorpusContentItem[];
let allSurveys: CorpusSurvey[];

beforeAll(async () => {
  app = await startMigratedApp('listing_services', async (db) => {
    await seedDatabase(db, TEST_CORPUS, { now: anchor });
    await seedInsightPages(db, TEST_CORPUS);
  }, { userContextSecret: TEST_USER_CONTEXT_SECRET });
  playbooks = [...contentItems('playbook', TEST_CORPUS)];
  allSurveys = [...surveys(TEST_CORPUS, anchor)];
}, 120_000);

afterAll(() => app?.close());

const newestFirst = (a: { date: string; id: string }, b: { date: string; id: string }) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id);

describe('playbook-service', () => {
  it.each(['imperative', 'marketingStrategy', 'technologyIndustryManagement'])('pages the %s tab newest first without overlap', async (category) => {
    const expected = playbooks.filter((p) => p.category === category).map((p) => ({ id: p.id, date: p.publishedDate })).sort(newestFirst).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(9);
    const first = await getJson<PlaybookListResponseDto>(`${app.baseUrl}${PLAYBOOKS}/listing?category=${category}&size=9`);
    const second = await getJson<PlaybookListResponseDto>(`${app.baseUrl}${PLAYBOOKS}/listing?category=${category}&size=9&page=2`);
    expect(first.status).toBe(200);
    expect(first.body.totalElements).toBe(expected.length);
    expect([...first.body.content, ...second.body.content].map((p) => p.id)).toEqual(expected.slice(0, 18));
    expect(first.body.content.every((p) => p.category === category)).toBe(true);
  });

  it('answers a playbook with its card fields, authors by name and chapters', async () => {
    const expected = playbooks[3];
    const res = await getJson<PlaybookDto>(`${app.baseUrl}${PLAYBOOKS}/${expected.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expected.id, title: expected.title, summary: expected.summary, path: expected.path, category: expected.category,
      publishedDate: expected.publishedDate, image: `/images/playbooks/${expected.id}.svg`, legacyImage: null,
    });
    expect(res.body.eyebrow).not.toBe('');
    expect(res.body.authors.map((a) => a.contentId)).toEqual(expected.authorIds);
    expect(res.body.chapters).toHaveLength(4);
    const cover = await fetch(`${app.baseUrl}/content-service/api/v1/content/public/image/playbooks/${expected.id}.svg`);
    expect(cover.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await cover.text()).toContain('<svg');
  });

  it('refuses bad input and answers 404 for an unknown playbook', async () => {
    expect((await getJson(`${app.baseUrl}${PLAYBOOKS}/listing?category=nope`)).status).toBe(400);
    expect((await getJson(`${app.baseUrl}${PLAYBOOKS}/RES100001`)).status).toBe(400);
    const missing = await getJson(`${app.baseUrl}${PLAYBOOKS}/PLA999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Playbook PLA999999 not found');
    const batch = await getJson<{ items: PlaybookDto[] }>(`${app.baseUrl}${PLAYBOOKS}?ids=PLA100002,PLA999999,PLA100000`);
    expect(batch.body.items.map((p) => p.id)).toEqual(['PLA100002', 'PLA100000']);
  });
});

describe('survey-service', () => {
  const list = async (query: string) => (await getJson<SurveyListResponseDto>(`${app.baseUrl}${SURVEYS}/listing?${query}`)).body;

  it('lists the last 30 days by default, newest first, per tab', async () => {
    const since = publishedSinceDay(30, new Date());
    for (const type of ['business', 'consumer'] as const) {
      const expected = allSurveys.filter((s) => s.surveyType === type && s.datePublished >= since).map((s) => ({ id: s.id, date: s.datePublished })).sort(newestFirst).map((s) => s.id);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await list(`surveyType=${type}&size=100`);
      expect(answer.content.map((s) => s.id)).toEqual(expected);
      expect((await list(`surveyType=${type}&publishedSinceInDays=-1&size=100`)).totalElements).toBe(allSurveys.filter((s) => s.surveyType === type).length);
    }
  });

  it('sorts by name both ways and by relevance', async () => {
    const names = (await list('publishedSinceInDays=-1&sortType=name&sortOrder=asc&size=100')).content.map((s) => s.shortTitle.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const reversed = (await list('publishedSinceInDays=-1&sortType=name&sortOrder=desc&size=100')).content.map((s) => s.shortTitle.toLowerCase());
    expect(reversed).toEqual([...names].reverse());
    const word = allSurveys[0].topics[0].split(' ')[0];
    const relevant = await list(`publishedSinceInDays=-1&sortType=relevance&query=${encodeURIComponent(`  ${word}  `)}&size=100`);
    expect(relevant.totalElements).toBeGreaterThan(0);
    for (const s of relevant.content) expect(`${s.shortTitle} ${s.summary} ${s.officialSurveyName} ${s.topics.join(' ')}`.toLowerCase()).toContain(word.toLowerCase());
    // Title matches first.
    const inTitle = relevant.content.map((s) => s.shortTitle.toLowerCase().includes(word.toLowerCase()));
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
  });

  it('answers a survey’s content with its downloads, and the download is that file', async () => {
    const expected = allSurveys[1];
    const res = await getJson<SurveyDto>(`${app.baseUrl}${SURVEYS}/${expected.id}/content`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      contentId: expected.id, shortTitle: expected.shortTitle, summary: expected.summary, datePublished: expected.datePublished,
      respondents: expected.respondents, surveyType: expected.surveyType, methodologyDescription: expected.methodologyDescription,
      pleaseNote: expected.pleaseNote, officialSurveyName: expected.officialSurveyName, businessOrConsumer: 'Consumer',
    });
    expect(res.body.downloads.map((d) => d.id)).toEqual([`${expected.id}-questionnaire`, `${expected.id}-data`]);
    for (const download of res.body.downloads) {
      const file = await fetch(`${app.baseUrl}${SURVEYS}/instrument/${download.id}/download`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${download.file.fileName}"`);
      const body = Buffer.from(await file.arrayBuffer());
      expect(body.length).toBe(download.file.size);
      expect(body.toString('utf8')).toContain(expected.officialSurveyName);
      const asset = await fetch(`${app.baseUrl}/content-service/api/v1/content/public/image/surveys/${download.id}.csv`);
      expect(Buffer.from(await asset.arrayBuffer()).equals(body)).toBe(true);
    }
  });

  it('refuses bad input', async () => {
    expect((await getJson(`${app.baseUrl}${SURVEYS}/listing?surveyType=other`)).status).toBe(400);
    expect((await getJson(`${app.baseUrl}${SURVEYS}/listing?sortType=size`)).status).toBe(400);
    expect((await getJson(`${app.baseUrl}${SURVEYS}/listing?publishedSinceInDays=0`)).status).toBe(400);
    expect((await getJson(`${app.baseUrl}${SURVEYS}/SUS999999/content`)).status).toBe(404);
    expect((await getJson(`${app.baseUrl}${SURVEYS}/instrument/SUS100000-other/download`)).status).toBe(400);
    expect((await getJson(`${app.baseUrl}${SURVEYS}/instrument/SUS999999-data/download`)).status).toBe(404);
  });
});

describe('planning-guide-service and prediction-service', () => {
  it('writes the pages once: a second seed of the same corpus writes nothing', async () => {
    expect(await seedInsightPages(app.handle.db, TEST_CORPUS)).toBe(0);
  });

  it('lists every planning guide newest edition first, and answers a public one by slug', async () => {
    const list = await getJson<{ items: { id: string; year: number; access: string }[] }>(`${app.baseUrl}/planning-guide-service/api/v1/planning-guides`);
    expect(list.body.items).toHaveLength([...planningGuides(TEST_CORPUS)].length);
    expect(list.body.items[0].year).toBe(2027);
    const open = [...planningGuides(TEST_CORPUS)].find((g) => g.access === 'public')!;
    const res = await getJson(`${app.baseUrl}/planning-guide-service/api/v1/planning-guides/${open.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: open.id, title: open.title, sections: open.sections });
    expect(res.body.authors.map((a: { contentId: string }) => a.contentId)).toEqual(open.authorIds);
  });

  it('answers a restricted page to a user only, 404 to an unknown one, 400 to a malformed key', async () => {
    const locked = [...planningGuides(TEST_CORPUS)].find((g) => g.access === 'restricted')!;
    const url = `${app.baseUrl}/planning-guide-service/api/v1/planning-guides/${locked.slug}`;
    expect((await getJson(url)).status).toBe(401);
    const asUser = await getJson(url, await signedAs('some-user'));
    expect(asUser.status).toBe(200);
    expect(asUser.headers.get('cache-control')).toMatch(/^private/);
    expect((await getJson(`${app.baseUrl}/planning-guide-service/api/v1/planning-guides/no-such-guide`)).status).toBe(404);
    expect((await getJson(`${app.baseUrl}/planning-guide-service/api/v1/planning-guides/Bad%20Slug`)).status).toBe(400);
    const predictions = await getJson<{ items: { id: string }[] }>(`${app.baseUrl}/prediction-service/api/v1/predictions`);
    expect(predictions.body.items).toHaveLength(predictionCount());
    expect((await getJson(`${app.baseUrl}/prediction-service/api/v1/predictions/PRD100000`)).status).toBe(200);
    expect((await getJson(`${app.baseUrl}/prediction-service/api/v1/predictions/PRD100002`)).status).toBe(401);
    expect((await getJson(`${app.baseUrl}/prediction-service/api/v1/predictions/PRD999999`)).status).toBe(404);
    expect((await getJson(`${app.baseUrl}/prediction-service/api/v1/predictions/RES100001`)).status).toBe(400);
  });

  it('names what it refuses, and lets anyone cache the listings', async () => {
    const answer = async (path: string) => {
      const res = await getJson(`${app.baseUrl}${path}`);
      return [res.status, res.body?.message];
    };
    const locked = [...planningGuides(TEST_CORPUS)].find((g) => g.access === 'restricted')!;
    expect(await answer(`/planning-guide-service/api/v1/planning-guides/Bad%20Slug`)).toEqual([400, 'Invalid slug: Bad Slug']);
    expect(await answer(`/planning-guide-service/api/v1/planning-guides/no-such-guide`)).toEqual([404, 'Planning guide no-such-guide not found']);
    expect(await answer(`/planning-guide-service/api/v1/planning-guides/${locked.slug}`)).toEqual([401, 'Planning guide is not accessible with the current credentials']);
    expect(await answer(`/prediction-service/api/v1/predictions/RES100001`)).toEqual([400, 'Invalid id: RES100001']);
    expect(await answer(`/prediction-service/api/v1/predictions/PRD999999`)).toEqual([404, 'Prediction PRD999999 not found']);
    expect(await answer(`/prediction-service/api/v1/predictions/PRD100002`)).toEqual([401, 'Prediction is not accessible with the current credentials']);
    for (const path of ['/planning-guide-service/api/v1/planning-guides', '/prediction-service/api/v1/predictions', '/prediction-service/api/v1/predictions/PRD100000']) {
      expect((await getJson(`${app.baseUrl}${path}`)).headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('indexes the pages for search under their own types; restricted ones only for users', async () => {
    const search = async (accessOnly: boolean) => {
      const res = await fetch(`${app.baseUrl}/search-service/api/v1/search?type=planningGuide,prediction&accessOnly=${accessOnly}&size=100`, { method: 'POST' });
      expect(res.status).toBe(200);
      return (await res.json()) as { totalElements: number; content: { contentType: string; path: string }[] };
    };
    const all = [...planningGuides(TEST_CORPUS)].length + predictionCount();
    const everything = await search(false);
    expect(everything.totalElements).toBe(all);
    expect(new Set(everything.content.map((hit) => hit.contentType))).toEqual(new Set(['planningGuide', 'prediction']));
    const open = await search(true);
    expect(open.totalElements).toBeLessThan(all);
    expect(open.totalElements).toBeGreaterThan(0);
  });
});

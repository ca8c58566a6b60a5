// GET /api/v1/analyst/search over real HTTP against PostgreSQL seeded with the small test corpus;
// expected answers are computed from the corpus generator (analysts and their reports).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysts as corpusAnalysts, GLOBAL_GEOGRAPHY, type CorpusReport } from '@portal/corpus';
import { ANALYST_PAGE_SIZE, joinFilterValues } from '@portal/domain';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { allReports } from '../../testing/expected.js';
import { getJson } from '../../testing/http.js';
import { ANALYST_FACET_LIMIT } from './analystFacets.js';
import type { AnalystDto } from '@portal/contracts';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';

const SEARCH = '/api/v1/analyst/search';

let app: SeededApp;
let roster: AnalystDto[];
let listed: AnalystDto[];
let reports: CorpusReport[];

beforeAll(async () => {
  app = await startMigratedApp('analyst_search', (db) => seedDatabase(db, TEST_CORPUS));
  roster = corpusAnalysts(TEST_CORPUS.seed);
  listed = roster.filter((a) => a.externallyActive);
  reports = allReports(TEST_CORPUS);
});

afterAll(() => app?.close());

const search = (params: Record<string, string | number> = {}) =>
  getJson(`${app.baseUrl}${SEARCH}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`);
const ids = (body: any): string[] => body.content.map((a: any) => a.contentId);

/** The derivation rule spelled out over the corpus: the most frequent values of the analyst's reports. */
function topValues(analystId: string, valuesOf: (r: CorpusReport) => string[]): string[] {
  const counts = new Map<string, number>();
  for (const r of reports) {
    const people = [...r.authors, ...r.contributors].map((p) => p.contentId);
    if (!people.includes(analystId)) continue;
    for (const v of new Set(valuesOf(r))) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, ANALYST_FACET_LIMIT).map(([v]) => v);
}
const industriesOf = (id: string) => topValues(id, (r) => r.industries);
const regionsOf = (id: string) => topValues(id, (r) => r.geographies.filter((g) => g !== GLOBAL_GEOGRAPHY));

describe('GET /api/v1/analyst/search', () => {
  it('lists only externally active analysts, 9 per page, by last name', async () => {
    const res = await search();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.body).toMatchObject({ page: 1, size: ANALYST_PAGE_SIZE, totalElements: listed.length, totalPages: Math.ceil(listed.length / 9), last: false });
    expect(res.body.content).toHaveLength(ANALYST_PAGE_SIZE);
    const all = await search({ size: 100, page: 1 });
    const second = await search({ size: 100, page: 2 });
    const every = [...all.body.content, ...second.body.content];
    expect(every.map((a: any) => a.contentId).sort()).toEqual(listed.map((a) => a.contentId).sort());
    expect(every.every((a: any) => a.externallyActive === true)).toBe(true);
    const lastNames = every.map((a: any) => a.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('derives each analyst’s industries and regions from their research', async () => {
    const res = await search({ size: 100 });
    for (const entry of res.body.content) {
      expect(entry.industries).toEqual(industriesOf(entry.contentId));
      expect(entry.regions).toEqual(regionsOf(entry.contentId));
    }
    expect(res.body.content.some((a: any) => a.industries.length > 0)).toBe(true);
  });

  it('finds an analyst by name, first', async () => {
    const analyst = listed[7];
    const res = await search({ query: analyst.fullName.toUpperCase() });
    expect(ids(res.body)[0]).toBe(analyst.contentId);
    expect(res.body.content[0]).toMatchObject({ fullName: analyst.fullName, title: analyst.title, topics: analyst.topics, image: analyst.image });
  });

  it('matches every word somewhere in name, title, bio or topics', async () => {
    const topic = listed[3].topics[0];
    const res = await search({ query: topic, size: 100 });
    const expected = listed.filter((a) =>
      topic.toLowerCase().split(/\s+/).every((w) => [a.fullName, a.title, a.bio, a.topics.join(' ')].some((f) => f.toLowerCase().includes(w))),
    );
    expect(ids(res.body).sort()).toEqual(expected.map((a) => a.contentId).sort());
    // Topic matches come before analysts who only mention the words.
    const firstOther = res.body.content.findIndex((a: any) => !a.topics.join(' ').toLowerCase().includes(topic.split(' ')[0].toLowerCase()));
    if (firstOther >= 0) expect(res.body.content.slice(firstOther).every((a: any) => !a.topics.includes(topic))).toBe(true);
  });

  it('never shows an analyst who is not externally active, even by name (spec 1 §4)', async () => {
    const hidden = roster.find((a) => !a.externallyActive)!;
    const res = await search({ query: hidden.fullName });
    expect(ids(res.body)).not.toContain(hidden.contentId);
  });

  it('takes % and _ literally', async () => {
    expect((await search({ query: '%' })).body.totalElements).toBe(0);
    expect((await search({ query: '_' })).body.totalElements).toBe(0);
  });

  it('filters by topic, OR-ing comma-separated values, and counts each filter against the others', async () => {
    const [a, b] = [listed[0].topics[0], listed[40].topics[0]];
    const res = await search({ topic: joinFilterValues([a, b]), size: 100 });
    const expected = listed.filter((x) => x.topics.includes(a) || x.topics.includes(b));
    expect(ids(res.body).sort()).toEqual(expected.map((x) => x.contentId).sort());
    // Topic counts ignore the topic filter itself: every analyst's topics are counted.
    const topicBucket = res.body.aggregations.topic.find((bucket: any) => bucket.key === a);
    expect(topicBucket.count).toBe(listed.filter((x) => x.topics.includes(a)).length);
    // Industry counts follow the topic filter.
    const industryTotals = new Map<string, number>();
    for (const x of expected) for (const i of industriesOf(x.contentId)) industryTotals.set(i, (industryTotals.get(i) ?? 0) + 1);
    expect(new Map(res.body.aggregations.industry.map((bucket: any) => [bucket.key, bucket.count]))).toEqual(industryTotals);
  });

  it('filters by industry and region together (AND), values from the derivation', async () => {
    const sample = listed.find((x) => industriesOf(x.contentId).length > 0 && regionsOf(x.contentId).length > 0)!;
    const [industry] = industriesOf(sample.contentId);
    const [region] = regionsOf(sample.contentId);
    const res = await search({ industry, region, size: 100 });
    const expected = listed.filter((x) => industriesOf(x.contentId).includes(industry) && regionsOf(x.contentId).includes(region));
    expect(ids(res.body).sort()).toEqual(expected.map((x) => x.contentId).sort());
    expect(ids(res.body)).toContain(sample.contentId);
    const regionBuckets = res.body.aggregations.region.map((bucket: any) => bucket.key);
    expect(regionBuckets).not.toContain(GLOBAL_GEOGRAPHY);
  });

  it('reads a backslash-escaped comma as part of one value (spec 2 §5)', async () => {
    const res = await search({ industry: 'Media\\, entertainment' });
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(0);
    // The ticked value stays listed so that it can be unticked.
    expect(res.body.aggregations.industry).toContainEqual({ key: 'Media, entertainment', count: 0 });
  });

  it('pages to the last page and past it', async () => {
    const lastPage = Math.ceil(listed.length / 9);
    const last = await search({ page: lastPage });
    expect(last.body.content).toHaveLength(listed.length - (lastPage - 1) * 9);
    expect(last.body.last).toBe(true);
    const past = await search({ page: lastPage + 1 });
    expect(past.body).toMatchObject({ content: [], totalElements: listed.length, last: true });
  });

  it.each([
    [{ page: '0' }, 'page must be an integer from 1 to 1000'],
    [{ page: 'x' }, 'page must be an integer from 1 to 1000'],
    [{ size: '101' }, 'size must be an integer from 1 to 100'],
    [{ query: 'x'.repeat(201) }, 'query must be at most 200 characters'],
  ])('refuses %o with 400', async (params, message) => {
    const res = await search(params);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, error: 'Bad Request', message });
  });

  it('still reads one analyst by id', async () => {
    const res = await getJson(`${app.baseUrl}/api/v1/analyst/${listed[0].contentId}`);
    expect(res.body.contentId).toBe(listed[0].contentId);
  });
});

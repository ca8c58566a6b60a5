// search-service over real HTTP against PostgreSQL seeded with the small test corpus; expected
// answers are computed from the corpus generator, not from the engine.
import { bodyFigures } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS, contentCount, fixtures, functionAreas, type CorpusReport } from '@portal/corpus';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { allReports } from '../../testing/expected.js';
import { getJson, postJson, request } from '../../testing/http.js';
import { suggestionTerms } from './searchTerms.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { seedDemoUsers } from '../auth/demoUsers.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';

const SEARCH = '/search-service/api/v1/search';
// An employee: entitled to every restricted report (packages/domain entitlements).
const USER = await signedAs('usr-employee-0001');

let app: SeededApp;
let corpus: CorpusReport[];
let publicReports: CorpusReport[];

beforeAll(async () => {
  app = await startMigratedApp('search', async (db) => {
    // The user store: entitlements read the caller's subscriptions there.
    await seedDemoUsers(db);
    await seedDatabase(db, TEST_CORPUS);
  }, { userContextSecret: TEST_USER_CONTEXT_SECRET });
  corpus = allReports(TEST_CORPUS);
  publicReports = corpus.filter((r) => r.access === 'public');
});

afterAll(() => app?.close());

const search = (params: Record<string, string | number | boolean> = {}, body?: unknown, headers: Record<string, string> = {}) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return postJson(`${app.baseUrl}${SEARCH}?${query}`, body ?? {}, headers);
};
const figuresOf = (reports: CorpusReport[]) => reports.flatMap((r) => bodyFigures(r.bodyJson.blocks).map((b) => ({ id: b.id, report: r })));
const countBy = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};
const bucketsOf = (counts: Map<string, number>) =>
  [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

describe('content types', () => {
  it('lists public reports for type research, newest first when there is no query', async () => {
    const res = await search({ type: 'fd-research', size: 100 });
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(publicReports.length);
    expect(res.body.content.every((c: any) => c.contentType === 'research' && c.parentId === null)).toBe(true);
    const dates = res.body.content.map((c: any) => c.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = res.body.content[0];
    const report = corpus.find((r) => r.id === first.contentId)!;
    expect(first).toMatchObject({
      contentType: 'research', title: report.title, summary: report.summary, publishedDate: report.publishedDate,
      ipType: report.ipType, path: `/report/${report.slug}/${report.id}`, readTime: report.readTime, parentId: null,
    });
    expect(first.authors.map((a: any) => a.contentId)).toEqual(report.authors.map((a) => a.contentId));
    expect(first.authors[0].fullName.length).toBeGreaterThan(0);
  });

  it('lists figures with their report as parent for type figure', async () => {
    const expected = figuresOf(publicReports);
    const res = await search({ type: 'figure', size: 100 });
    expect(res.body.totalElements).toBe(expected.length);
    for (const item of res.body.content) {
      expect(item.contentType).toBe('figure');
      expect(item.contentId).toMatch(/^RES\d+-figure-\d+$/);
      expect(item.parentId).toBe(item.contentId.split('-figure-')[0]);
      expect(item.path).toMatch(new RegExp(`/report/.+/${item.parentId}#${item.contentId}$`));
    }
  });

  it('adds up several types, and ignores unknown ones', async () => {
    const both = await search({ type: 'fd-research,fd-figure' });
    expect(both.body.totalElements).toBe(publicReports.length + figuresOf(publicReports).length);
    const others = CONTENT_KINDS.reduce((n, kind) => n + contentCount(kind, TEST_CORPUS.size), 0);
    expect((await search({ type: 'fd-bogus' })).body.totalElements).toBe(both.body.totalElements + others);
    expect((await search()).body.totalElements).toBe(both.body.totalElements + others);
  });

  it('finds nothing for a known type with no content yet', async () => {
    const res = await search({ type: 'fd-video' });
    expect(res.body).toMatchObject({ content: [], totalElements: 0, totalPages: 0, last: true });
  });
});

describe('facets and filters', () => {
  it('counts every facet over the results', async () => {
    const res = await search({ type: 'research' });
    const names = new Map(functionAreas(TEST_CORPUS.seed).map((a) => [a.slug, a.name]));
    const labels = new Map(functionAreas(TEST_CORPUS.seed).flatMap((a) => a.priorities).map((p) => [p.id, p.label]));
    expect(res.body.aggregations.phase).toEqual(bucketsOf(countBy(publicReports.map((r) => r.phase))));
    expect(res.body.aggregations.industry).toEqual(bucketsOf(countBy(publicReports.flatMap((r) => r.industries))));
    expect(res.body.aggregations.service).toEqual(bucketsOf(countBy(publicReports.flatMap((r) => r.services))));
    expect(res.body.aggregations.function).toEqual(bucketsOf(countBy(publicReports.map((r) => names.get(r.functionSlug)!))));
    expect(res.body.aggregations.priority).toEqual(bucketsOf(countBy(publicReports.flatMap((r) => r.priorityIds.map((id) => labels.get(id)!)))));
    expect(res.body.aggregations.ipType).toEqual(bucketsOf(countBy(publicReports.map((r) => r.ipType))));
    for (const name of ['geography', 'businessTopics', 'enterprisePriorities']) expect(res.body.aggregations[name].length).toBeGreaterThan(0);
  });

  it('ORs the values of one facet and ANDs the facets', async () => {
    const [a, b] = bucketsOf(countBy(publicReports.flatMap((r) => r.industries))).map((x) => x.key);
    const geography = publicReports[0].geographies[0];
    const either = publicReports.filter((r) => r.industries.includes(a) || r.industries.includes(b));
    const res = await search({ type: 'research', size: 100 }, { filters: { termFilters: { industry: [a, b] } } });
    expect(res.body.totalElements).toBe(either.length);
    expect(res.body.content.map((c: any) => c.contentId).sort()).toEqual(either.map((r) => r.id).sort());

    const both = either.filter((r) => r.geographies.includes(geography));
    const narrowed = await search({ type: 'research', size: 100 }, { filters: { termFilters: { industry: [a, b], geography: [geography] } } });
    expect(narrowed.body.totalElements).toBe(both.length);
    expect(narrowed.body.totalElements).toBeLessThan(either.length);
    // The filtered facet is counted without its own filter, so other industries stay visible.
    const ofGeography = publicReports.filter((r) => r.geographies.includes(geography));
    expect(narrowed.body.aggregations.industry).toEqual(bucketsOf(countBy(ofGeography.flatMap((r) => r.industries))));
  });

  it("accepts the spec's phaseName and serviceName keys", async () => {
    const expected = publicReports.filter((r) => r.phase === 'Define' && r.services.includes('technology'));
    const res = await search({ type: 'fd-research', sortType: 'date', size: 100 }, { filters: { termFilters: { phaseName: 'Define', serviceName: ['technology'] } } });
    expect(res.body.totalElements).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('matches nothing for a value the index does not hold', async () => {
    const res = await search({ type: 'research' }, { filters: { termFilters: { industry: ['Underwater basket weaving'] } } });
    expect(res.body.totalElements).toBe(0);
  });
});

describe('dates, paging and sorting', () => {
  it('keeps an explicit date range, both ends included', async () => {
    const sorted = [...publicReports].sort((x, y) => x.publishedDate.localeCompare(y.publishedDate));
    const from = sorted[10].publishedDate;
    const to = sorted[40].publishedDate;
    const expected = publicReports.filter((r) => r.publishedDate >= from && r.publishedDate <= to);
    const res = await search({ type: 'research', publishedDateFrom: from, publishedDateTo: to, size: 100 });
    expect(res.body.totalElements).toBe(expected.length);
    expect(res.body.content.every((c: any) => c.publishedDate >= from && c.publishedDate <= to)).toBe(true);
  });

  it('keeps the last N days', async () => {
    const since = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
    const expected = publicReports.filter((r) => r.publishedDate >= since);
    const res = await search({ type: 'research', publishedSinceInDays: 730, publishedDateFrom: '2019-01-01', size: 100 });
    expect(res.body.totalElements).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(publicReports.length);
  });

  it('pages to the last page', async () => {
    const size = 7;
    const first = await search({ type: 'research', size });
    const total = first.body.totalElements;
    const pages = Math.ceil(total / size);
    expect(first.body).toMatchObject({ page: 1, size, totalPages: pages, last: false });
    const last = await search({ type: 'research', size, page: pages });
    expect(last.body).toMatchObject({ page: pages, totalPages: pages, last: true });
    expect(last.body.content).toHaveLength(total - size * (pages - 1));
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page++) {
      for (const item of (await search({ type: 'research', size, page })).body.content) seen.add(item.contentId);
    }
    expect(seen.size).toBe(total);
    const beyond = await search({ type: 'research', size, page: pages + 1 });
    expect(beyond.body).toMatchObject({ content: [], last: true, totalElements: total });
  });

  it('sorts by date either way, ties by id', async () => {
    const expected = [...publicReports].sort((x, y) => y.publishedDate.localeCompare(x.publishedDate) || x.id.localeCompare(y.id));
    const desc = await search({ type: 'research', query: 'the', sortType: 'date', size: 5 });
    expect(desc.body.content.map((c: any) => c.publishedDate)).toEqual(expected.slice(0, 5).map((r) => r.publishedDate));
    const asc = await search({ type: 'research', sortType: 'date', sortOrder: 'asc', size: 3 });
    const oldest = [...publicReports].sort((x, y) => x.publishedDate.localeCompare(y.publishedDate) || x.id.localeCompare(y.id));
    expect(asc.body.content.map((c: any) => c.contentId)).toEqual(oldest.slice(0, 3).map((r) => r.id));
  });
});

describe('relevance and fuzzy matching', () => {
  it('ranks a report first for its own exact title, with a score', async () => {
    const target = publicReports.find((r) => r.ipType === 'Case Study') ?? publicReports[5];
    const res = await search({ type: 'research', query: target.title });
    expect(res.body.content[0].contentId).toBe(target.id);
    expect(res.body.content[0].score).toBeGreaterThan(0);
    expect(res.body.fuzzy).toBeNull();
  });

  it("corrects 'custmer' to 'customer' and says so", async () => {
    const withCustomer = publicReports.filter((r) => /\bcustomer\b/i.test(`${r.title} ${r.summary}`));
    expect(withCustomer.length).toBeGreaterThan(0);
    const res = await search({ query: 'custmer', type: 'research' });
    expect(res.body.fuzzy).toEqual({ value: 'customer', message: 'Showing results for "customer"' });
    expect(res.body.totalElements).toBeGreaterThanOrEqual(withCustomer.length);
    const exact = await search({ query: 'customer', type: 'research' });
    expect(exact.body.fuzzy).toBeNull();
    expect(exact.body.totalElements).toBe(res.body.totalElements);
  });

  it('leaves the query alone when isFuzzyNeeded=false', async () => {
    const res = await search({ query: 'custmer', isFuzzyNeeded: false });
    expect(res.body).toMatchObject({ fuzzy: null, totalElements: 0 });
  });

  it('treats FTS5 syntax in a query as plain words', async () => {
    const res = await search({ query: 'customer" OR NEAR(* -' });
    expect(res.status).toBe(200);
  });
});

describe('suggestions', () => {
  it('answers the most frequent title words and phrases starting with the prefix', async () => {
    const counts = countBy(corpus.flatMap((r) => suggestionTerms(r.title)));
    const expected = bucketsOf(counts).filter((b) => b.key.startsWith('cus')).slice(0, 4).map((b) => b.key);
    expect(expected.length).toBeGreaterThan(0);
    const res = await getJson(`${app.baseUrl}${SEARCH}?query=cus&type=fd-autocomplete&size=4&isUserSearch=false`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ suggestions: expected });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('goes on from a finished word with phrases', async () => {
    const res = await getJson(`${app.baseUrl}${SEARCH}?query=${encodeURIComponent('customer ')}&type=fd-autocomplete&size=3`);
    expect(res.body.suggestions.length).toBeGreaterThan(0);
    for (const s of res.body.suggestions) expect(s).toMatch(/^customer \S+$/);
  });

  it('answers nothing for an empty prefix, and four by default', async () => {
    expect((await getJson(`${app.baseUrl}${SEARCH}?query=&type=fd-autocomplete`)).body).toEqual({ suggestions: [] });
    expect((await getJson(`${app.baseUrl}${SEARCH}?query=s&type=fd-autocomplete`)).body.suggestions).toHaveLength(4);
  });
});

describe('access', () => {
  const restricted = () => corpus.find((r) => r.id === fixtures.restrictedReportId)!;
  const ids = (res: any) => res.body.content.map((c: any) => c.contentId);

  it('leaves restricted reports out for anonymous callers, cacheable for a minute', async () => {
    const res = await search({ type: 'research', query: restricted().title, size: 100 });
    expect(ids(res)).not.toContain(fixtures.restrictedReportId);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toMatch(/x-portal-user\b/i);
  });

  it('includes them for a signed-in user, never cached', async () => {
    const res = await search({ type: 'research', query: restricted().title, size: 100 }, {}, USER);
    expect(ids(res)[0]).toBe(fixtures.restrictedReportId);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const all = await search({ type: 'research' }, {}, USER);
    expect(all.body.totalElements).toBe(corpus.length);
  });

  it('includes them for anyone with accessOnly=false', async () => {
    const res = await search({ type: 'research', accessOnly: false });
    expect(res.body.totalElements).toBe(corpus.length);
  });
});

describe('bad parameters', () => {
  it.each([
    [{ page: 0 }, 'page must be an integer from 1 to 100000'],
    [{ page: 'x' }, 'page must be an integer from 1 to 100000'],
    [{ size: 101 }, 'size must be an integer from 1 to 100'],
    [{ sortType: 'best' }, 'sortType must be relevance or date'],
    [{ sortOrder: 'up' }, 'sortOrder must be desc or asc'],
    [{ accessOnly: 'yes' }, 'accessOnly must be true or false'],
    [{ isFuzzyNeeded: 1 }, 'isFuzzyNeeded must be true or false'],
    [{ publishedSinceInDays: 0 }, 'publishedSinceInDays must be -1 or a positive number of days'],
    [{ publishedDateFrom: '2025-02-30' }, 'publishedDateFrom must be a date written YYYY-MM-DD'],
    [{ publishedDateFrom: '2025-03-01', publishedDateTo: '2025-02-01' }, 'publishedDateFrom must not be after publishedDateTo'],
  ])('POST with %j answers 400', async (params, message) => {
    const res = await search(params as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, error: 'Bad Request', message });
  });

  it.each([
    [{ filters: { termFilters: { colour: ['red'] } } }, 'Unknown filter: colour'],
    [{ filters: { termFilters: { industry: [3] } } }, 'termFilters values must be strings or arrays of strings'],
  ])('POST with the body %j answers 400', async (body, message) => {
    const res = await search({}, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, error: 'Bad Request', message });
  });

  it('answers 400 to a malformed JSON body', async () => {
    const res = await request(`${app.baseUrl}${SEARCH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"filters":' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, error: 'Bad Request' });
  });

  it.each([
    // techcategory is served by the technology catalogue's router (technology/technologySearchSchema.test.ts, integration/catalogue.test.ts).
    ['type=fd-podcastfeed&query=x', 'Unsupported search type: fd-podcastfeed'],
    ['query=x', 'type is required'],
    ['type=fd-autocomplete&size=0', 'size must be an integer from 1 to 20'],
  ])('GET ?%s answers 400', async (search, message) => {
    const res = await getJson(`${app.baseUrl}${SEARCH}?${search}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, error: 'Bad Request', message });
  });
});

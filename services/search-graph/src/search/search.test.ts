// search-graph's search over the real upstream REST app (temporary PostgreSQL database, small
// corpus, the embedded search index).
import { startTestSubgraph, type GraphResult, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createSearchContext } from '../context.js';
import { buildSearchSubgraph } from '../schema.js';

const SEARCH = /* GraphQL */ `
  query Search($input: SearchInput!) {
    search(input: $input) {
      page totalPages itemsTotal loadMore query
      fuzzy { value message }
      cards { contentId contentType title summary publishedDate ipType path readTime report { id } figure { id } }
      aggregations { name buckets { key count } }
    }
  }
`;
const SUGGESTIONS = /* GraphQL */ `query Suggest($query: String!) { searchSuggestions(query: $query) }`;

let upstream: RealUpstream;
let graph: TestSubgraph;

beforeAll(async () => {
  upstream = await startRealUpstream('search_graph_search_test');
  graph = await startTestSubgraph({ upstreamUrl: upstream.url, build: buildSearchSubgraph, contextFactory: createSearchContext });
}, 120_000);

afterAll(async () => {
  await graph?.stop();
  await upstream?.close();
});

async function search(input: Record<string, unknown>, options?: Parameters<TestSubgraph['query']>[2]) {
  const result = await graph.query(SEARCH, { input }, options);
  expect(result.errors).toBeUndefined();
  return result.data!.search;
}

async function upstreamCallsDuring(work: () => Promise<unknown>): Promise<number> {
  const before = await upstream.requestCount();
  await work();
  return (await upstream.requestCount()) - before;
}

describe('Query.search', () => {
  it('lists the first page of everything, 10 cards, with facets and loadMore', async () => {
    const results = await search({});
    expect(results.page).toBe(1);
    expect(results.cards).toHaveLength(10);
    expect(results.itemsTotal).toBeGreaterThan(10);
    expect(results.totalPages).toBe(Math.ceil(results.itemsTotal / 10));
    expect(results.loadMore).toBe(true);
    expect(results.aggregations.length).toBeGreaterThan(0);
    for (const facet of results.aggregations) for (const bucket of facet.buckets) expect(bucket.count).toBeGreaterThan(0);
    // The All tab never shows figures (they have their own tab).
    expect(results.cards.every((card: { contentType: string }) => card.contentType !== 'figure')).toBe(true);
  });

  it('returns only the active tab’s content types, with entity references', async () => {
    const reports = await search({ activeTab: 'reports' });
    expect(reports.cards.length).toBeGreaterThan(0);
    for (const card of reports.cards) {
      expect(['research', 'stories']).toContain(card.contentType);
      if (card.contentType === 'research') expect(card.report).toEqual({ id: card.contentId });
    }
    const figures = await search({ activeTab: 'chartsAndFigures' });
    expect(figures.cards.length).toBeGreaterThan(0);
    for (const card of figures.cards) {
      expect(card.contentType).toBe('figure');
      expect(card.figure).toEqual({ id: card.contentId });
      expect(card.report).toBeNull();
    }
  });

  it('pages to the last page, where loadMore is false', async () => {
    const first = await search({ activeTab: 'reports' });
    const last = await search({ activeTab: 'reports', page: first.totalPages });
    expect(last.page).toBe(first.totalPages);
    expect(last.loadMore).toBe(false);
    expect(last.cards.length).toBe(first.itemsTotal - (first.totalPages - 1) * 10);
  });

  it('narrows by a facet filter to the count the facet showed', async () => {
    const all = await search({ activeTab: 'reports' });
    const facet = all.aggregations.find((f: { buckets: unknown[] }) => f.buckets.length > 1);
    const bucket = facet.buckets.at(-1);
    const filtered = await search({ activeTab: 'reports', filters: [{ name: facet.name, values: [bucket.key] }] });
    expect(filtered.itemsTotal).toBe(bucket.count);
    expect(filtered.itemsTotal).toBeLessThan(all.itemsTotal);
  });

  it('drops invalid values instead of failing', async () => {
    const valid = await search({ query: '' });
    const invalid = await search({ query: '', activeTab: 'nonsense', sortType: 'popularity', publishedSinceInDays: 31, publishedDateFrom: 'yesterday', page: -4, filters: [{ name: 'colour', values: ['red'] }] });
    expect(invalid.itemsTotal).toBe(valid.itemsTotal);
    expect(invalid.page).toBe(1);
  });

  it('corrects a misspelled word and says so', async () => {
    const { cards } = await search({ activeTab: 'reports' });
    const word = cards
      .flatMap((card: { title: string }) => card.title.split(/[^A-Za-z]+/))
      .find((w: string) => w.length >= 7)!
      .toLowerCase();
    // One letter dropped from the middle: a one-edit misspelling.
    const misspelled = word.slice(0, 3) + word.slice(4);
    const corrected = await search({ query: misspelled });
    expect(corrected.fuzzy?.value).toContain(word);
    expect(corrected.fuzzy?.message).toContain(word);
    expect(corrected.itemsTotal).toBeGreaterThan(0);
    const literal = await search({ query: misspelled, isFuzzyNeeded: false });
    expect(literal.fuzzy).toBeNull();
  });

  it('serves a repeated anonymous search from the cache, and never caches a signed-in one', async () => {
    const input = { query: '', activeTab: 'reports', page: 2 };
    await search(input);
    expect(await upstreamCallsDuring(() => search(input))).toBe(0);
    const user = { user: { id: 'user-42' } };
    // Signed in, every time: the search and the reader's access check for the cards' reports (one
    // batch), neither of them from the cache.
    expect(await upstreamCallsDuring(() => search(input, user))).toBe(2);
    expect(await upstreamCallsDuring(() => search(input, user))).toBe(2);
  });

  it('rejects oversized input with 400 before calling upstream', async () => {
    let query: GraphResult = {};
    let filter: GraphResult = {};
    const calls = await upstreamCallsDuring(async () => {
      query = await graph.query(SEARCH, { input: { query: 'x'.repeat(501) } });
      filter = await graph.query(SEARCH, { input: { filters: [{ name: 'industry', values: ['y'.repeat(201)] }] } });
    });
    expect(calls).toBe(0);
    expect(query.errors?.[0]).toMatchObject({
      message: 'The search query must be 500 characters or fewer',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    expect(filter.errors?.[0]).toMatchObject({
      message: 'A facet value must be 200 characters or fewer',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  });
});

describe('Query.searchSuggestions', () => {
  it('suggests up to 4 completions of what was typed', async () => {
    const { cards } = await search({ activeTab: 'reports' });
    const prefix = cards[0].title.split(/[^A-Za-z]+/).find((w: string) => w.length >= 5)!.slice(0, 3).toLowerCase();
    const { data, errors } = await graph.query(SUGGESTIONS, { query: prefix });
    expect(errors).toBeUndefined();
    expect(data!.searchSuggestions.length).toBeGreaterThan(0);
    expect(data!.searchSuggestions.length).toBeLessThanOrEqual(4);
    for (const suggestion of data!.searchSuggestions) expect(suggestion.toLowerCase()).toContain(prefix);
  });

  it('asks nothing for an empty query', async () => {
    let result: GraphResult = {};
    const calls = await upstreamCallsDuring(async () => {
      result = await graph.query(SUGGESTIONS, { query: '   ' });
    });
    expect(result.data!.searchSuggestions).toEqual([]);
    expect(calls).toBe(0);
  });
});

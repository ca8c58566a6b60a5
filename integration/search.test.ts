// Search through the gateway: real upstream (search index), search-graph, content-graph resolving
// the Report and Figure references of the cards.
import { TAB_CONTENT_TYPES, VISIBLE_SEARCH_TABS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import { gql, gqlData } from './support/graphql.js';
import type { SearchCardBase } from './support/searchCard.js';

const stack = useSharedTestStack();

const SEARCH_PAGE_QUERY = /* GraphQL */ `
  query SearchPage($input: SearchInput!) {
    search(input: $input) {
      page totalPages itemsTotal loadMore query
      fuzzy { value message }
      cards {
        contentId contentType title summary publishedDate ipType path
        report { id title path summary authors { id fullName path } }
        figure { id label title }
      }
      aggregations { name buckets { key count } }
    }
  }
`;

interface Card extends SearchCardBase {
  report: { id: string; title: string; path: string; summary: string; authors: { id: string; fullName: string; path: string | null }[] } | null;
  figure: { id: string; label: string; title: string } | null;
}
interface Results {
  page: number;
  totalPages: number;
  itemsTotal: number;
  loadMore: boolean;
  query: string;
  fuzzy: { value: string; message: string } | null;
  cards: Card[];
  aggregations: { name: string; buckets: { key: string; count: number }[] }[];
}

async function search(input: Record<string, unknown>): Promise<Results> {
  return (await gqlData<{ search: Results }>(stack.gatewayUrl, SEARCH_PAGE_QUERY, { input })).search;
}

describe('search through the gateway', () => {
  it('returns only the active tab’s content types on every tab', async () => {
    const totals: Record<string, number> = {};
    for (const { tab } of VISIBLE_SEARCH_TABS) {
      const results = await search({ activeTab: tab });
      totals[tab] = results.itemsTotal;
      for (const card of results.cards) expect(TAB_CONTENT_TYPES[tab]).toContain(card.contentType);
    }
    // The corpus has reports and their figures at least, so those tabs are not trivially empty.
    expect(totals.reports).toBeGreaterThan(10);
    expect(totals.chartsAndFigures).toBeGreaterThan(10);
    expect(totals.allResults).toBeGreaterThanOrEqual(totals.reports);
  });

  it('resolves report cards through content-graph: title, path and authors', async () => {
    const { cards } = await search({ activeTab: 'reports' });
    const reportCards = cards.filter((card) => card.contentType === 'research');
    expect(reportCards.length).toBeGreaterThan(0);
    for (const card of reportCards) {
      expect(card.report).not.toBeNull();
      expect(card.report!.id).toBe(card.contentId);
      expect(card.report!.title).toBe(card.title);
      expect(card.report!.path).toBe(card.path);
      expect(card.report!.summary.length).toBeGreaterThan(0);
      expect(card.report!.authors.length).toBeGreaterThan(0);
      for (const author of card.report!.authors) expect(author.fullName).toMatch(/\w+ \w+/);
    }
  });

  it('resolves figure cards through content-graph', async () => {
    const { cards } = await search({ activeTab: 'chartsAndFigures' });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.figure?.id).toBe(card.contentId);
      expect(card.figure!.label).toMatch(/^Figure \d+/);
    }
  });

  it('narrows by a facet filter to the count the facet showed, and combines facets', async () => {
    const all = await search({ activeTab: 'reports' });
    const [first, second] = all.aggregations.filter((facet) => facet.buckets.length > 1);
    const bucket = first.buckets[0];
    const narrowed = await search({ activeTab: 'reports', filters: [{ name: first.name, values: [bucket.key] }] });
    expect(narrowed.itemsTotal).toBe(bucket.count);
    expect(narrowed.itemsTotal).toBeLessThan(all.itemsTotal);
    // The facet's own buckets in the narrowed answer count only what is left.
    const narrowedBucket = narrowed.aggregations.find((f) => f.name === first.name)!.buckets.find((b) => b.key === bucket.key);
    expect(narrowedBucket?.count).toBe(bucket.count);
    // Two values of one facet are OR-ed: at least as many as either.
    const either = await search({ activeTab: 'reports', filters: [{ name: first.name, values: [bucket.key, first.buckets[1].key] }] });
    expect(either.itemsTotal).toBeGreaterThanOrEqual(Math.max(bucket.count, first.buckets[1].count));
    // Another facet is AND-ed: never more.
    const both = await search({
      activeTab: 'reports',
      filters: [
        { name: first.name, values: [bucket.key] },
        { name: second.name, values: [second.buckets[0].key] },
      ],
    });
    expect(both.itemsTotal).toBeLessThanOrEqual(narrowed.itemsTotal);
  });

  it('pages to the last page, where loadMore is false', async () => {
    const first = await search({ activeTab: 'reports' });
    expect(first.loadMore).toBe(true);
    const last = await search({ activeTab: 'reports', page: first.totalPages });
    expect(last.page).toBe(first.totalPages);
    expect(last.loadMore).toBe(false);
    expect(last.cards).toHaveLength(first.itemsTotal - (first.totalPages - 1) * 10);
    const firstIds = new Set(first.cards.map((card) => card.contentId));
    expect(last.cards.some((card) => firstIds.has(card.contentId))).toBe(false);
  });

  it('corrects a misspelled query and says so', async () => {
    const { cards } = await search({ activeTab: 'reports' });
    const word = cards.flatMap((card) => card.title.split(/[^A-Za-z]+/)).find((w) => w.length >= 7)!.toLowerCase();
    const misspelled = word.slice(0, 3) + word.slice(4);
    const results = await search({ query: misspelled });
    expect(results.query).toBe(misspelled);
    expect(results.fuzzy?.value).toContain(word);
    expect(results.fuzzy?.message).toMatch(/^Showing results for/);
    expect(results.itemsTotal).toBeGreaterThan(0);
  });

  it('suggests up to 4 completions', async () => {
    const { cards } = await search({ activeTab: 'reports' });
    const prefix = cards[0].title.split(/[^A-Za-z]+/).find((w) => w.length >= 5)!.slice(0, 3).toLowerCase();
    const { body } = await gql<{ searchSuggestions: string[] }>(stack.gatewayUrl, 'query($q: String!) { searchSuggestions(query: $q) }', { q: prefix });
    expect(body.errors).toBeUndefined();
    expect(body.data!.searchSuggestions.length).toBeGreaterThan(0);
    expect(body.data!.searchSuggestions.length).toBeLessThanOrEqual(4);
    for (const suggestion of body.data!.searchSuggestions) expect(suggestion.toLowerCase()).toContain(prefix);
  });

  it('drops an invalid parameter instead of failing', async () => {
    const valid = await search({ activeTab: 'reports', sortType: 'date' });
    const invalid = await search({
      activeTab: 'reports',
      sortType: 'date',
      publishedSinceInDays: 29,
      publishedDateTo: '2024-13-45',
      page: 0,
      filters: [{ name: 'colour', values: ['red'] }],
    });
    expect(invalid.itemsTotal).toBe(valid.itemsTotal);
    expect(invalid.cards.map((card) => card.contentId)).toEqual(valid.cards.map((card) => card.contentId));
    const badTab = await search({ activeTab: 'nonsense' });
    expect(badTab.itemsTotal).toBe((await search({})).itemsTotal);
  });

  it('limits by explicit publication dates', async () => {
    const all = await search({ activeTab: 'reports' });
    const year = await search({ activeTab: 'reports', sortType: 'date', publishedDateFrom: '2024-01-01', publishedDateTo: '2024-12-31' });
    expect(year.itemsTotal).toBeGreaterThan(0);
    expect(year.itemsTotal).toBeLessThan(all.itemsTotal);
    for (const card of year.cards) expect(card.publishedDate >= '2024-01-01' && card.publishedDate <= '2024-12-31').toBe(true);
  });

  it('limits by a relative range, which replaces explicit dates', async () => {
    const oldOnly = await search({ activeTab: 'reports', publishedDateTo: '2019-06-30' });
    expect(oldOnly.itemsTotal).toBeGreaterThan(0);
    const recentOnly = await search({ activeTab: 'reports', sortType: 'date', publishedSinceInDays: 730 });
    const cutoff = new Date(Date.now() - 731 * 86_400_000).toISOString().slice(0, 10);
    for (const card of recentOnly.cards) expect(card.publishedDate >= cutoff).toBe(true);
    // With both, the relative range wins and the explicit date is dropped.
    const both = await search({ activeTab: 'reports', sortType: 'date', publishedSinceInDays: 730, publishedDateTo: '2019-06-30' });
    expect(both.itemsTotal).toBe(recentOnly.itemsTotal);
    expect(both.cards.map((card) => card.contentId)).toEqual(recentOnly.cards.map((card) => card.contentId));
  });
});

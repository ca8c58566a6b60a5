// The search-backed insights listings through the gateway (spec 2 §2, §4, §7, §9): real upstream
// (search index over the seeded corpus), search-graph's listings, content-graph resolving the
// Report references. Expectations come from the search-service's own REST answers.
import {
  DATA_SNAPSHOT_TABS, FACET_NAMES, FORECAST_TABS, LATEST_RESEARCH_TABS, MARKET_INSIGHTS_SERVICES, PHASE_TABS,
} from '@portal/domain';
import { DEFAULT_SEED, functionAreas } from '@portal/corpus';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import { gql, gqlData } from './support/graphql.js';

const stack = useSharedTestStack();

const CARD = 'contentId contentType title publishedDate ipType path report { id title }';
const LIST = `page totalPages itemsTotal loadMore cards { ${CARD} }`;

interface Card { contentId: string; contentType: string; title: string; publishedDate: string; ipType: string | null; path: string; report: { id: string; title: string } | null }
interface List { page: number; totalPages: number; itemsTotal: number; loadMore: boolean; cards: Card[] }

const ask = <T>(query: string, variables: Record<string, unknown>) => gqlData<T>(stack.gatewayUrl, query, variables);

const latestResearch = async (input: Record<string, unknown>) =>
  (await ask<{ latestResearch: List }>(`query($input: LatestResearchInput!) { latestResearch(input: $input) { ${LIST} } }`, { input })).latestResearch;
const forecasts = async (input: Record<string, unknown>) =>
  (await ask<{ forecasts: List }>(`query($input: ForecastsInput!) { forecasts(input: $input) { ${LIST} } }`, { input })).forecasts;
const dataSnapshots = async (input: Record<string, unknown>) =>
  (await ask<{ dataSnapshots: List }>(`query($input: DataSnapshotsInput!) { dataSnapshots(input: $input) { ${LIST} } }`, { input })).dataSnapshots;
const priorityResearch = async (input: Record<string, unknown>) =>
  (await ask<{ priorityResearch: List }>(`query($input: PriorityResearchInput!) { priorityResearch(input: $input) { ${LIST} } }`, { input })).priorityResearch;
const analystRelations = async (input: Record<string, unknown>) =>
  (await ask<{ analystRelations: List }>(`query($input: AnalystRelationsInput!) { analystRelations(input: $input) { ${LIST} } }`, { input })).analystRelations;

/**
 * The search-service's own answer, everything in one page (size 100): the order to expect. With
 * release_search_idt off (this stack's flags) the graph asks the service to leave Interactive Data
 * Tools out, so the expected answer does too.
 */
async function rest(params: Record<string, string>, termFilters: Record<string, string[]> = {}): Promise<{ ids: string[]; total: number }> {
  const query = new URLSearchParams({ size: '100', isFuzzyNeeded: 'false', ...params });
  const res = await fetch(`${stack.upstreamUrl}/search-service/api/v1/search?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filters: { termFilters, excludeTermFilters: { ipType: ['Interactive Data Tool'] } } }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { content: { contentId: string }[]; totalElements: number };
  return { ids: body.content.map((hit) => hit.contentId), total: body.totalElements };
}

/** Every page of a listing, checking the paging fields on the way; the cards in order. */
async function allPages(list: (page: number) => Promise<List>, size: number): Promise<Card[]> {
  const first = await list(1);
  expect(first.totalPages).toBe(Math.ceil(first.itemsTotal / size));
  const cards = [...first.cards];
  for (let page = 2; page <= first.totalPages; page++) {
    const answer = await list(page);
    expect(answer).toMatchObject({ page, totalPages: first.totalPages, itemsTotal: first.itemsTotal, loadMore: page < first.totalPages });
    expect(answer.cards.length).toBe(page < first.totalPages ? size : first.itemsTotal - size * (first.totalPages - 1));
    cards.push(...answer.cards);
  }
  expect(cards).toHaveLength(first.itemsTotal);
  return cards;
}

const newestFirst = (cards: Card[]) => {
  const dates = cards.map((card) => card.publishedDate);
  expect(dates).toEqual([...dates].sort().reverse());
};

describe('latest research', () => {
  it.each(LATEST_RESEARCH_TABS.map((tab) => [tab.slug, tab.types] as const))('the %s tab lists only its types, newest first, 10 a page', async (tab, types) => {
    const first = await latestResearch({ tab });
    expect(first.itemsTotal).toBeGreaterThan(0);
    expect(first.cards.length).toBe(Math.min(10, first.itemsTotal));
    for (const card of first.cards) expect(types).toContain(card.contentType);
    newestFirst(first.cards);
    const expected = await rest({ type: types.join(','), sortType: 'date' });
    expect(first.itemsTotal).toBe(expected.total);
    expect(first.cards.map((card) => card.contentId)).toEqual(expected.ids.slice(0, 10));
  });

  it('pages the reports tab to its last page, where loadMore is false', async () => {
    const first = await latestResearch({ tab: 'reports' });
    expect(first.loadMore).toBe(true);
    const last = await latestResearch({ tab: 'reports', page: first.totalPages });
    expect(last).toMatchObject({ page: first.totalPages, loadMore: false });
    expect(last.cards.length).toBe(first.itemsTotal - 10 * (first.totalPages - 1));
    for (const card of last.cards) expect(card.report).toEqual({ id: card.contentId, title: expect.any(String) });
  });

  it('pages the podcasts tab through every page without repeats', async () => {
    const cards = await allPages((page) => latestResearch({ tab: 'podcasts', page }), 10);
    expect(new Set(cards.map((card) => card.contentId)).size).toBe(cards.length);
    newestFirst(cards);
  });

  it('lists restricted research too when access-only is off', async () => {
    const only = await latestResearch({ tab: 'reports' });
    const every = await latestResearch({ tab: 'reports', accessOnly: false });
    expect(every.itemsTotal).toBeGreaterThan(only.itemsTotal);
  });

  it('refuses an unknown tab with 400', async () => {
    const { body } = await gql(stack.gatewayUrl, 'query { latestResearch(input: { tab: "blogs" }) { itemsTotal } }');
    expect(body.errors?.[0]).toMatchObject({ message: 'tab must be one of all, reports, tools, webinars, podcasts', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('forecasts', () => {
  it('lists only forecasts, every one in exactly one category tab', async () => {
    const all = await allPages((page) => forecasts({ page }), 10);
    expect(all.length).toBeGreaterThan(10);
    for (const card of all) expect(card).toMatchObject({ contentType: 'research', ipType: 'Forecast' });
    newestFirst(all);
    const byCategory = await Promise.all(FORECAST_TABS.filter((tab) => tab.category).map((tab) => allPages((page) => forecasts({ tab: tab.id, page }), 10)));
    for (const cards of byCategory) expect(cards.length).toBeGreaterThan(0);
    const ids = byCategory.flat().map((card) => card.contentId);
    expect(ids.sort()).toEqual(all.map((card) => card.contentId).sort());
  });

  it('filters on the listing facets without showing them among /allSearch’s facets', async () => {
    const res = await fetch(`${stack.upstreamUrl}/search-service/api/v1/search?type=research`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { termFilters: { forecastCategory: ['Work'] } } }),
    });
    const body = (await res.json()) as { totalElements: number; aggregations: Record<string, { key: string }[]> };
    expect(body.totalElements).toBeGreaterThan(0);
    expect(body.aggregations.ipType.map((bucket) => bucket.key)).toEqual(['Forecast']);
    expect(Object.keys(body.aggregations).sort()).toEqual([...FACET_NAMES].sort());
  });

  it('matches the search-service’s category filter', async () => {
    const retail = await forecasts({ tab: 'retail' });
    const expected = await rest({ type: 'research', sortType: 'date' }, { ipType: ['Forecast'], forecastCategory: ['Retail'] });
    expect(retail.cards.map((card) => card.contentId)).toEqual(expected.ids.slice(0, 10));
  });

  it('sorts by relevance when a keyword is given, by date without one', async () => {
    const { cards } = await forecasts({});
    const keyword = cards[0].title.split(/[^A-Za-z]+/).find((word) => word.length >= 6)!.toLowerCase();
    const byKeyword = await forecasts({ query: keyword });
    expect(byKeyword.itemsTotal).toBeGreaterThan(0);
    expect(byKeyword).toEqual(await forecasts({ query: keyword, sortType: 'relevance' }));
    const relevance = await rest({ type: 'research', query: keyword, sortType: 'relevance' }, { ipType: ['Forecast'] });
    expect(byKeyword.cards.map((card) => card.contentId)).toEqual(relevance.ids.slice(0, 10));
    // The keyword with the Date sort keeps the same matches, newest first.
    const byDate = await forecasts({ query: keyword, sortType: 'date' });
    expect(byDate.itemsTotal).toBe(byKeyword.itemsTotal);
    newestFirst(byDate.cards);
    expect(await forecasts({ query: '   ' })).toEqual(await forecasts({ sortType: 'date' }));
  });
});

describe('customer data snapshots', () => {
  it.each(DATA_SNAPSHOT_TABS.map((tab) => [tab.id, tab.label] as const))('%s: data snapshots of the last 730 days, 9 a page', async (tab, label) => {
    const cards = await allPages((page) => dataSnapshots({ tab, page }), 9);
    expect(cards.length).toBeGreaterThan(0);
    const since = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
    for (const card of cards) {
      expect(card).toMatchObject({ contentType: 'research', ipType: 'Data Snapshot' });
      expect(card.publishedDate >= since).toBe(true);
    }
    const expected = await rest({ type: 'research', sortType: 'relevance', publishedSinceInDays: '730' }, { ipType: ['Data Snapshot'], audience: [label] });
    expect(cards.map((card) => card.contentId)).toEqual(expected.ids);
  });

  it('the two tabs together hold every recent data snapshot', async () => {
    const [business, consumer] = await Promise.all(DATA_SNAPSHOT_TABS.map((tab) => dataSnapshots({ tab: tab.id })));
    const every = await rest({ type: 'research', publishedSinceInDays: '730' }, { ipType: ['Data Snapshot'] });
    expect(business.itemsTotal + consumer.itemsTotal).toBe(every.total);
  });
});

describe('market insights', () => {
  const BUYER = `query($input: BuyerInsightsInput!) { buyerInsights(input: $input) { itemsTotal loadMore nextOffset cards { ${CARD} } } }`;
  type Buyer = { itemsTotal: number; loadMore: boolean; nextOffset: number; cards: Card[] };
  const buyerInsights = async (input: Record<string, unknown>) => (await ask<{ buyerInsights: Buyer }>(BUYER, { input })).buyerInsights;

  it('buyer insights load 9, then 3 per step, in the search-service’s order', async () => {
    const first = await buyerInsights({ service: 'b2b' });
    expect(first.cards).toHaveLength(9);
    expect(first).toMatchObject({ nextOffset: 9, loadMore: first.itemsTotal > 9 });
    const second = await buyerInsights({ service: 'b2b', offset: first.nextOffset });
    expect(second.cards.length).toBe(Math.min(3, first.itemsTotal - 9));
    expect(second.nextOffset).toBe(12);
    const expected = await rest({ type: 'research', sortType: 'date' }, { ipType: ['Data Snapshot'], service: ['b2b'] });
    expect([...first.cards, ...second.cards].map((card) => card.contentId)).toEqual(expected.ids.slice(0, 9 + second.cards.length));
    for (const card of first.cards) expect(card.ipType).toBe('Data Snapshot');
  });

  it('a function filter narrows buyer insights; a bad offset is refused', async () => {
    const all = await buyerInsights({ service: 'technology' });
    const one = await buyerInsights({ service: 'technology', function: 'Security and Risk' });
    expect(one.itemsTotal).toBeLessThan(all.itemsTotal);
    const expected = await rest({ type: 'research' }, { ipType: ['Data Snapshot'], service: ['technology'], function: ['Security and Risk'] });
    expect(one.itemsTotal).toBe(expected.total);
    const { body } = await gql(stack.gatewayUrl, BUYER, { input: { service: 'technology', offset: 10 } });
    expect(body.errors?.[0]).toMatchObject({ message: 'offset must be a multiple of 3', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each(MARKET_INSIGHTS_SERVICES.map((service) => [service.slug, service.label] as const))('the %s landing shows recent Waves and research', async (service, label) => {
    const { marketInsights } = await ask<{ marketInsights: { label: string; recentWaves: Card[]; research: Card[] } }>(
      `query($service: String!) { marketInsights(service: $service) { label recentWaves { ${CARD} } research { ${CARD} } } }`,
      { service },
    );
    expect(marketInsights.label).toBe(label);
    expect(marketInsights.recentWaves.length).toBeGreaterThan(0);
    for (const card of marketInsights.recentWaves) expect(card.ipType).toBe('Wave');
    newestFirst(marketInsights.recentWaves);
    expect(marketInsights.research.length).toBeGreaterThan(0);
    newestFirst(marketInsights.research);
  });

  it('refuses an unknown market', async () => {
    const { body } = await gql(stack.gatewayUrl, 'query { marketInsights(service: "retail") { label } }');
    expect(body.errors?.[0]).toMatchObject({ message: 'service must be one of technology, b2b, consumer-and-digital', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each(PHASE_TABS.map((phase) => [phase.id, phase.label] as const))('analyst relations %s: the phase and service filters of spec 2 §7', async (phase, label) => {
    const cards = await allPages((page) => analystRelations({ service: 'consumer-and-digital', phase, page }), 10);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(['research', 'webinar']).toContain(card.contentType);
    newestFirst(cards);
    const expected = await rest({ type: 'fd-webinar,fd-research', sortType: 'date' }, { phaseName: [label], serviceName: ['consumer-and-digital'] });
    expect(cards.map((card) => card.contentId)).toEqual(expected.ids);
  });
});

describe('priority further research', () => {
  const priority = functionAreas(DEFAULT_SEED)[0].priorities[0];

  it.each(PHASE_TABS.map((phase) => [phase.id, phase.label] as const))('%s: the priority’s research and webinars of the phase, newest first', async (phase, label) => {
    const cards = await allPages((page) => priorityResearch({ priorityId: priority.id, phase, page }), 10);
    for (const card of cards) expect(['research', 'webinar']).toContain(card.contentType);
    newestFirst(cards);
    const expected = await rest({ type: 'fd-webinar,fd-research', sortType: 'date' }, { priorityId: [priority.id], phaseName: [label] });
    expect(cards.map((card) => card.contentId)).toEqual(expected.ids);
  });

  it('the phases together hold every item of the priority with a phase', async () => {
    const totals = await Promise.all(PHASE_TABS.map(async (phase) => (await priorityResearch({ priorityId: priority.id, phase: phase.id })).itemsTotal));
    const every = await rest({ type: 'fd-webinar,fd-research' }, { priorityId: [priority.id], phase: ['Define', 'Apply', 'Accelerate'] });
    expect(totals.reduce((a, b) => a + b, 0)).toBe(every.total);
    expect(every.total).toBeGreaterThan(0);
  });

  it('refuses a malformed priority id with 400', async () => {
    const { body } = await gql(stack.gatewayUrl, 'query { priorityResearch(input: { priorityId: "RES1" }) { itemsTotal } }');
    expect(body.errors?.[0]).toMatchObject({ message: 'priorityId must be PRI followed by digits', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

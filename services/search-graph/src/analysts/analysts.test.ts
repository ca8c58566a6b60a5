// The analyst directory and the All tab's previews, over the real upstream REST app (temporary
// PostgreSQL database, small corpus); expected analysts come from the corpus generator.
import { analysts as corpusAnalysts } from '@portal/corpus';
import { ANALYST_PAGE_SIZE } from '@portal/domain';
import { startTestSubgraph, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createSearchContext } from '../context.js';
import { buildSearchSubgraph } from '../schema.js';
import type { AnalystDto } from '@portal/contracts';

const ANALYSTS = /* GraphQL */ `
  query Analysts($input: AnalystSearchInput!) {
    analysts(input: $input) { page totalPages itemsTotal loadMore query cards { id } aggregations { name buckets { key count } } }
  }
`;
const PREVIEWS = /* GraphQL */ `
  query Previews($input: SearchInput!) {
    search(input: $input) { page spotlight { id } chartsAndFigures { contentId contentType figure { id } } }
  }
`;

let upstream: RealUpstream;
let graph: TestSubgraph;
let listed: AnalystDto[];

beforeAll(async () => {
  upstream = await startRealUpstream('search_graph_analysts_test');
  graph = await startTestSubgraph({ upstreamUrl: upstream.url, build: buildSearchSubgraph, contextFactory: createSearchContext });
  listed = corpusAnalysts(42).filter((a) => a.externallyActive);
}, 120_000);

afterAll(async () => {
  await graph?.stop();
  await upstream?.close();
});

async function directory(input: Record<string, unknown>) {
  const result = await graph.query(ANALYSTS, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.analysts;
}

async function upstreamCallsDuring(work: () => Promise<unknown>): Promise<number> {
  const before = await upstream.requestCount();
  await work();
  return (await upstream.requestCount()) - before;
}

describe('Query.analysts', () => {
  it('pages 9 externally active analysts with industry, region and topic counts', async () => {
    const first = await directory({});
    expect(first).toMatchObject({ page: 1, itemsTotal: listed.length, totalPages: Math.ceil(listed.length / ANALYST_PAGE_SIZE), loadMore: true, query: '' });
    expect(first.cards).toHaveLength(ANALYST_PAGE_SIZE);
    expect(first.aggregations.map((f: { name: string }) => f.name)).toEqual(['industry', 'region', 'topic']);
    const topicCount = (topic: string) => first.aggregations[2].buckets.find((b: { key: string }) => b.key === topic)?.count;
    expect(topicCount(listed[0].topics[0])).toBe(listed.filter((a) => a.topics.includes(listed[0].topics[0])).length);

    const last = await directory({ page: first.totalPages });
    expect(last.cards).toHaveLength(listed.length - (first.totalPages - 1) * ANALYST_PAGE_SIZE);
    expect(last.loadMore).toBe(false);
  });

  it('finds an analyst by name and filters by topic', async () => {
    const analyst = listed[11];
    expect((await directory({ query: `  ${analyst.fullName} ` })).cards[0].id).toBe(analyst.contentId);
    const topic = analyst.topics[0];
    const byTopic = await directory({ topic: [topic], page: 1 });
    expect(byTopic.itemsTotal).toBe(listed.filter((a) => a.topics.includes(topic)).length);
  });

  it('sends a value holding a comma as one value (spec 2 §5)', async () => {
    const result = await directory({ industry: ['Media, entertainment'] });
    expect(result.itemsTotal).toBe(0);
    expect(result.aggregations[0].buckets).toContainEqual({ key: 'Media, entertainment', count: 0 });
  });

  it('refuses an unknown tab with the spec’s message', async () => {
    const { errors } = await graph.query(ANALYSTS, { input: { tab: 'reports' } });
    expect(errors?.[0]).toMatchObject({ message: 'Invalid tab selection', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect((await directory({ tab: 'all' })).itemsTotal).toBe(listed.length);
  });

  it('refuses oversized input before any call', async () => {
    const calls = await upstreamCallsDuring(async () => {
      const { errors } = await graph.query(ANALYSTS, { input: { query: 'x'.repeat(201) } });
      expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    });
    expect(calls).toBe(0);
  });
});

describe('SearchResults.spotlight and chartsAndFigures', () => {
  it('shows the analysts matching the query and 2 figures on the All tab, page 1', async () => {
    const analyst = listed[5];
    const result = await graph.query(PREVIEWS, { input: { query: analyst.fullName } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.search.spotlight[0]).toEqual({ id: analyst.contentId });
    expect(result.data!.search.spotlight.length).toBeLessThanOrEqual(3);

    const figures = await graph.query(PREVIEWS, { input: { query: '' } });
    expect(figures.data!.search.spotlight).toEqual([]);
    expect(figures.data!.search.chartsAndFigures).toHaveLength(2);
    for (const card of figures.data!.search.chartsAndFigures) {
      expect(card.contentType).toBe('figure');
      expect(card.figure.id).toBe(card.contentId);
    }
  });

  it('asks for neither on another tab or a later page', async () => {
    const query = listed[6].fullName;
    for (const input of [{ query, activeTab: 'reports' }, { query, page: 2 }]) {
      const calls = await upstreamCallsDuring(async () => {
        const result = await graph.query(PREVIEWS, { input });
        expect(result.errors).toBeUndefined();
        expect(result.data!.search).toMatchObject({ spotlight: [], chartsAndFigures: [] });
      });
      // Only the search itself.
      expect(calls).toBe(1);
    }
  });
});

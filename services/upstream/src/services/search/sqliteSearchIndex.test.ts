// The embedded index on its own, with hand-made documents.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchRequest } from './searchIndex.js';
import { SqliteSearchIndex } from './sqliteSearchIndex.js';

const doc = (id: string, fields: Partial<SearchDocument> = {}): SearchDocument => ({
  contentId: id,
  contentType: 'research',
  parentId: null,
  title: `Report ${id}`,
  summary: '',
  body: '',
  publishedDate: '2025-01-01',
  ipType: 'Wave',
  path: `/report/r/${id}`,
  readTime: 5,
  authors: [],
  access: 'public',
  facets: {},
  ...fields,
});

const request = (fields: Partial<SearchRequest> = {}): SearchRequest => ({
  query: '',
  contentTypes: null,
  filters: {},
  publishedFrom: null,
  publishedTo: null,
  includeRestricted: true,
  sortType: 'relevance',
  sortOrder: 'desc',
  page: 1,
  size: 10,
  fuzzy: true,
  ...fields,
});

let index: SqliteSearchIndex;
beforeEach(() => {
  index = new SqliteSearchIndex();
});
afterEach(async () => {
  await index.close();
});

describe('SqliteSearchIndex', () => {
  it('weighs a title match over a summary match over a body match', async () => {
    await index.index([
      doc('RES1', { body: 'zebra crossing' }),
      doc('RES2', { title: 'Zebra report' }),
      doc('RES3', { summary: 'about a zebra' }),
    ]);
    const result = await index.search(request({ query: 'zebra' }));
    expect(result.hits.map((h) => h.contentId)).toEqual(['RES2', 'RES3', 'RES1']);
  });

  it('lets recency lift a newer document among equals', async () => {
    await index.index([
      doc('RES1', { title: 'Zebra', publishedDate: '2015-01-01' }),
      doc('RES2', { title: 'Zebra', publishedDate: '2025-06-01' }),
      // BM25 gives a term found in most documents no weight at all; these make 'zebra' rare.
      ...['RES3', 'RES4', 'RES5', 'RES6'].map((id) => doc(id, { publishedDate: '2025-06-01' })),
    ]);
    const plain = await index.search(request({ query: 'zebra', recency: 0, today: '2025-06-01' }));
    expect(plain.hits[0].score).toBeGreaterThan(0);
    expect(plain.hits[0].score).toBe(plain.hits[1].score);
    const boosted = await index.search(request({ query: 'zebra', recency: 1, today: '2025-06-01' }));
    expect(boosted.hits.map((h) => h.contentId)).toEqual(['RES2', 'RES1']);
    expect(boosted.hits[0].score).toBeGreaterThan(boosted.hits[1].score);
  });

  it('falls back to any word when no document has them all', async () => {
    await index.index([doc('RES1', { title: 'zebra' }), doc('RES2', { title: 'giraffe' })]);
    expect((await index.search(request({ query: 'zebra giraffe' }))).total).toBe(2);
  });

  it('replaces a document indexed again, and removes one', async () => {
    await index.index([doc('RES1', { title: 'Zebra', facets: { phase: ['Define'] } })]);
    await index.index([doc('RES1', { title: 'Giraffe', facets: { phase: ['Apply'] } })]);
    expect(await index.count()).toBe(1);
    expect((await index.search(request({ query: 'zebra', fuzzy: false }))).total).toBe(0);
    const found = await index.search(request({ query: 'giraffe' }));
    expect(found.total).toBe(1);
    expect(found.aggregations.phase).toEqual([{ key: 'Apply', count: 1 }]);
    expect(await index.suggest('zeb', 4)).toEqual([]);
    expect(await index.suggest('gir', 4)).toEqual(['giraffe']);
    await index.remove(['RES1']);
    expect(await index.count()).toBe(0);
    expect(await index.suggest('gir', 4)).toEqual([]);
  });

  it('removes a report together with its figures', async () => {
    await index.index([doc('RES1'), doc('RES1-figure-1', { contentType: 'figure', parentId: 'RES1' }), doc('RES2')]);
    await index.remove(['RES1']);
    expect((await index.search(request({ size: 10 }))).hits.map((hit) => hit.contentId)).toEqual(['RES2']);
  });

  it('leaves excluded facet values out of results and counts alike', async () => {
    await index.index([
      doc('TOL1', { contentType: 'tool', ipType: 'Toolkit', facets: { ipType: ['Toolkit'] } }),
      doc('TOL2', { contentType: 'tool', ipType: 'Interactive Data Tool', facets: { ipType: ['Interactive Data Tool'] } }),
    ]);
    const all = await index.search(request());
    expect(all.total).toBe(2);
    const without = await index.search(request({ exclude: { ipType: ['Interactive Data Tool'] } }));
    expect(without.hits.map((hit) => hit.contentId)).toEqual(['TOL1']);
    expect(without.aggregations.ipType).toEqual([{ key: 'Toolkit', count: 1 }]);
    // Even asked for by name, an excluded value finds nothing.
    expect((await index.search(request({ filters: { ipType: ['Interactive Data Tool'] }, exclude: { ipType: ['Interactive Data Tool'] } }))).total).toBe(0);
  });

  it('suggests by frequency, then alphabetically, at most size', async () => {
    await index.index([
      doc('RES1', { title: 'Customer Journeys' }),
      doc('RES2', { title: 'Customer Journeys Again' }),
      doc('RES3', { title: 'Custom Software' }),
    ]);
    expect(await index.suggest('cus', 4)).toEqual(['customer', 'customer journeys', 'custom', 'custom software']);
    expect(await index.suggest('CUS', 1)).toEqual(['customer']);
    // Figure titles are chart captions and do not feed suggestions.
    await index.index([doc('RES4-figure-1', { contentType: 'figure', title: 'Cushions' })]);
    expect(await index.suggest('cush', 4)).toEqual([]);
  });

  it('never answers from a remembered match after the documents change', async () => {
    await index.index([doc('RES1', { title: 'Zebra' })]);
    expect((await index.search(request({ query: 'zebra' }))).total).toBe(1);
    await index.index([doc('RES2', { title: 'Zebra' })]);
    expect((await index.search(request({ query: 'zebra' }))).total).toBe(2);
    await index.remove(['RES1']);
    expect((await index.search(request({ query: 'zebra' }))).hits.map((h) => h.contentId)).toEqual(['RES2']);
  });

  it('corrects a term to the neighbour found in most documents', async () => {
    await index.index([doc('RES1', { title: 'customer' }), doc('RES2', { title: 'customer' }), doc('RES3', { title: 'costumer' })]);
    const result = await index.search(request({ query: 'custumer' }));
    expect(result.fuzzy?.value).toBe('customer');
    expect(result.total).toBe(2);
  });
});

describe('ranking pages', () => {
  it('gives the same order page by page as in one long page, deep pages included', async () => {
    // Scores differ by how often the word occurs; dates break some ties.
    await index.index(
      Array.from({ length: 1500 }, (_, i) =>
        doc(`RES${i + 1}`, { body: 'zebra '.repeat((i % 7) + 1) + 'filler '.repeat(i % 5), publishedDate: `20${10 + (i % 15)}-01-01` }),
      ),
    );
    await index.index(Array.from({ length: 500 }, (_, i) => doc(`RES${5000 + i}`)));
    const all = await index.search(request({ query: 'zebra', size: 100, page: 1, recency: 0 }));
    expect(all.total).toBe(1500);
    const scores = all.hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const second = await index.search(request({ query: 'zebra', size: 50, page: 2, recency: 0 }));
    expect(second.hits.map((h) => h.contentId)).toEqual(all.hits.slice(50, 100).map((h) => h.contentId));
    const deepA = await index.search(request({ query: 'zebra', size: 100, page: 12, recency: 0 }));
    const deepB = await index.search(request({ query: 'zebra', size: 50, page: 23, recency: 0 }));
    expect(deepB.hits.map((h) => h.contentId)).toEqual(deepA.hits.slice(0, 50).map((h) => h.contentId));
    expect(deepA.hits).toHaveLength(100);
    // Results 901-1000 come from the top list, 955-1007 from the full sort: they agree.
    const topList = await index.search(request({ query: 'zebra', size: 100, page: 10, recency: 0 }));
    const sorted = await index.search(request({ query: 'zebra', size: 53, page: 19, recency: 0 }));
    expect(sorted.hits.slice(0, 46).map((h) => h.contentId)).toEqual(topList.hits.slice(54).map((h) => h.contentId));
  });
});

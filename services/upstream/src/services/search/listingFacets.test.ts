// The insights listings' own facets (forecastCategory, audience, priorityId) in the embedded index
// and the REST body: filtered like the others, never counted among /allSearch's facets, and kept
// when an index file is opened again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { searchBodySchema } from '@portal/contracts';
import { FACET_NAMES } from '@portal/domain';
import type { SearchDocument, SearchRequest } from './searchIndex.js';
import { SqliteSearchIndex } from './sqliteSearchIndex.js';

const doc = (id: string, facets: SearchDocument['facets']): SearchDocument => ({
  contentId: id, contentType: 'research', parentId: null, title: `Report ${id}`, summary: '', body: '', publishedDate: '2025-01-01',
  ipType: 'Forecast', path: `/report/r/${id}`, readTime: 5, authors: [], access: 'public', facets,
});

const request = (filters: SearchRequest['filters']): SearchRequest => ({
  query: '', contentTypes: null, filters, publishedFrom: null, publishedTo: null, includeRestricted: true,
  sortType: 'date', sortOrder: 'desc', page: 1, size: 10, fuzzy: false,
});

const DOCS = [
  doc('RES1', { ipType: ['Forecast'], forecastCategory: ['Retail'], priorityId: ['PRI1'] }),
  doc('RES2', { ipType: ['Forecast'], forecastCategory: ['Work'], priorityId: ['PRI1', 'PRI2'] }),
  doc('RES3', { ipType: ['Data Snapshot'], audience: ['Consumer'], priorityId: ['PRI2'] }),
];

const ids = async (index: SqliteSearchIndex, filters: SearchRequest['filters']) => (await index.search(request(filters))).hits.map((h) => h.contentId).sort();

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('listing facets', () => {
  it('filter like facets and are never aggregated', async () => {
    const index = new SqliteSearchIndex();
    await index.index(DOCS);
    expect(await ids(index, { forecastCategory: ['Retail'] })).toEqual(['RES1']);
    expect(await ids(index, { audience: ['Consumer'] })).toEqual(['RES3']);
    expect(await ids(index, { priorityId: ['PRI2'], ipType: ['Forecast'] })).toEqual(['RES2']);
    expect(await ids(index, { forecastCategory: ['Healthcare'] })).toEqual([]);
    const { aggregations } = await index.search(request({}));
    expect(Object.keys(aggregations).sort()).toEqual([...FACET_NAMES].sort());
    await index.close();
  });

  it('are read back when an index file is opened again', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'listing-facets-'));
    const file = path.join(folder, 'index.sqlite');
    const first = new SqliteSearchIndex({ location: file });
    await first.index(DOCS);
    await first.close();
    const reopened = new SqliteSearchIndex({ location: file });
    expect(await ids(reopened, { forecastCategory: ['Work'] })).toEqual(['RES2']);
    await reopened.close();
  });

  it('are accepted in termFilters by their own names', () => {
    expect(searchBodySchema.parse({ filters: { termFilters: { forecastCategory: ['Retail'], audience: 'Consumer', priorityId: ['PRI1'], phaseName: ['Define'] } } }).filters.termFilters).toEqual({
      forecastCategory: ['Retail'], audience: ['Consumer'], priorityId: ['PRI1'], phase: ['Define'],
    });
    expect(searchBodySchema.safeParse({ filters: { termFilters: { colour: ['red'] } } }).success).toBe(false);
  });
});

import { technologies } from '@portal/corpus';
import { afterAll, describe, expect, it } from 'vitest';
import { TechnologyIndex, ftsQueryOf, type TechnologySearchRequest } from './technologyIndex.js';

const items = technologies(42);
const index = new TechnologyIndex(items);
afterAll(() => index.close());

const request = (over: Partial<TechnologySearchRequest>): TechnologySearchRequest => ({
  query: '', ipTypes: [], emerging: null, publishedFrom: null, sortType: 'date', sortOrder: 'desc', page: 1, size: 12, ...over,
});

describe('TechnologyIndex', () => {
  it('turns words into required prefix terms', () => {
    expect(ftsQueryOf(' Cloud  sec"urity ')).toBe('"cloud"* "sec"* "urity"*');
    expect(ftsQueryOf(' - ')).toBeNull();
  });

  it('lists everything newest first without a keyword', () => {
    const result = index.search(request({}));
    expect(result.total).toBe(items.length);
    expect(result.items).toHaveLength(12);
    const dates = result.items.map((t) => t.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('ranks title matches first for a keyword, every word required', () => {
    const result = index.search(request({ query: 'sales forecasting', sortType: 'relevance', size: 100 }));
    expect(result.total).toBeGreaterThan(0);
    expect(result.items[0].title.toLowerCase()).toContain('sales forecasting');
    expect(index.search(request({ query: 'zzzunknownword' })).total).toBe(0);
  });

  it('sorts by name both ways and pages without overlap', () => {
    const asc = index.search(request({ sortType: 'name', sortOrder: 'asc', size: 100 })).items.map((t) => t.title);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const desc = index.search(request({ sortType: 'name', sortOrder: 'desc', size: 3 })).items.map((t) => t.title);
    const all = index.search(request({ sortType: 'name', sortOrder: 'asc', size: 1000 })).items.map((t) => t.title);
    expect(desc).toEqual(all.slice(-3).reverse());
    const page2 = index.search(request({ sortType: 'name', sortOrder: 'asc', page: 2, size: 12 })).items.map((t) => t.title);
    expect(page2).toEqual(all.slice(12, 24));
  });

  it('filters by wave, landscape and emerging technology', () => {
    const waves = index.search(request({ ipTypes: ['wave'], size: 1000 }));
    expect(waves.total).toBe(items.filter((t) => t.latestWave !== null).length);
    expect(waves.items.every((t) => t.latestWave !== null)).toBe(true);
    const either = index.search(request({ ipTypes: ['wave', 'landscape'], size: 1000 }));
    expect(either.total).toBe(items.filter((t) => t.latestWave !== null || t.latestLandscape !== null).length);
    const emerging = index.search(request({ emerging: true, size: 1000 }));
    expect(emerging.total).toBe(items.filter((t) => t.emergingTechnology).length);
    expect(index.search(request({ emerging: false })).total).toBe(items.length - emerging.total);
  });
});

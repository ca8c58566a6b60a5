import { describe, expect, it } from 'vitest';
import { count, countAnd, createBitset, hasBit, idsOf, setBit } from './bitset.js';
import { DocColumns } from './docColumns.js';

describe('bit sets', () => {
  it('counts, intersects and lists ids across word boundaries', () => {
    const a = createBitset(100);
    const b = createBitset(40);
    for (const id of [0, 31, 32, 63, 64, 99]) setBit(a, id);
    for (const id of [31, 32, 33]) setBit(b, id);
    expect(count(a)).toBe(6);
    expect(countAnd(a, b)).toBe(2);
    expect([...idsOf(a)]).toEqual([0, 31, 32, 63, 64, 99]);
    expect(hasBit(b, 99)).toBe(false);
  });
});

describe('DocColumns', () => {
  const columns = new DocColumns();
  const add = (id: number, publishedDate: string, facets = {}, contentType = 'research', restricted = false) =>
    columns.add({ id, contentType, restricted, publishedDate, facets });
  add(1, '2025-01-01', { phase: ['Define'], industry: ['Retail'] });
  add(2, '2025-03-01', { phase: ['Apply'], industry: ['Retail', 'Healthcare'] });
  add(3, '2025-03-01', { phase: ['Define'], industry: ['Healthcare'] }, 'figure');
  add(5000, '2024-06-01', { phase: ['Accelerate'] }, 'research', true);

  it('filters by type, access and date, growing past its first capacity', () => {
    const all = { contentTypes: null, includeRestricted: true, publishedFrom: null, publishedTo: null };
    expect([...idsOf(columns.base(all))]).toEqual([1, 2, 3, 5000]);
    expect([...idsOf(columns.base({ ...all, includeRestricted: false }))]).toEqual([1, 2, 3]);
    expect([...idsOf(columns.base({ ...all, contentTypes: ['figure'] }))]).toEqual([3]);
    // A restricted document the caller bought passes the access filter, for them.
    expect([...idsOf(columns.base({ ...all, includeRestricted: false, readableRestrictedIds: [5000] }))]).toEqual([1, 2, 3, 5000]);
    expect([...idsOf(columns.base({ ...all, includeRestricted: false }))]).toEqual([1, 2, 3]);
    expect([...idsOf(columns.base({ ...all, publishedFrom: '2025-01-02', publishedTo: '2025-03-01' }))]).toEqual([2, 3]);
  });

  it('ORs values within a facet and ANDs facets, and can leave one facet out', () => {
    expect([...idsOf(columns.filterSet({ industry: ['Retail', 'Healthcare'], phase: ['Define'] })!)]).toEqual([1, 3]);
    expect([...idsOf(columns.filterSet({ industry: ['Retail'], phase: ['Define'] }, 'phase')!)]).toEqual([1, 2]);
    expect(columns.filterSet({})).toBeNull();
  });

  it('counts buckets over a set, most frequent first', () => {
    const everything = columns.base({ contentTypes: null, includeRestricted: true, publishedFrom: null, publishedTo: null });
    expect(columns.buckets('phase', everything)).toEqual([
      { key: 'Define', count: 2 }, { key: 'Accelerate', count: 1 }, { key: 'Apply', count: 1 },
    ]);
  });

  it('pages by date, newest first with ties by id, or oldest first', () => {
    const everything = columns.base({ contentTypes: null, includeRestricted: true, publishedFrom: null, publishedTo: null });
    expect(columns.pageByDate(everything, 'desc', 0, 10)).toEqual([2, 3, 1, 5000]);
    expect(columns.pageByDate(everything, 'desc', 1, 2)).toEqual([3, 1]);
    expect(columns.pageByDate(everything, 'asc', 0, 10)).toEqual([5000, 1, 2, 3]);
  });

  it('forgets a removed document everywhere', () => {
    columns.remove(2);
    const everything = columns.base({ contentTypes: null, includeRestricted: true, publishedFrom: null, publishedTo: null });
    expect([...idsOf(everything)]).toEqual([1, 3, 5000]);
    expect(columns.buckets('phase', everything).find((b) => b.key === 'Apply')).toBeUndefined();
    expect(columns.pageByDate(everything, 'desc', 0, 10)).toEqual([3, 1, 5000]);
  });
});

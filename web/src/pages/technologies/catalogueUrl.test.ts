import { describe, expect, it } from 'vitest';
import { catalogueInput, catalogueSearchParams, catalogueStateOf, effectiveSort } from './catalogueUrl';

describe('catalogue URL state', () => {
  it('reads and trims the keyword, drops invalid values', () => {
    const state = catalogueStateOf(new URLSearchParams('query=%20cloud%20&sort=price&ipType=wave,bogus&emerging=yes'));
    expect(state).toEqual({ query: 'cloud', sort: null, ipTypes: ['wave'], emergingOnly: false });
  });

  it('round-trips through the URL, defaults left out', () => {
    const state = { query: 'ai', sort: 'name-desc' as const, ipTypes: ['wave' as const, 'landscape' as const], emergingOnly: true };
    expect(catalogueStateOf(catalogueSearchParams(state))).toEqual(state);
    expect(catalogueSearchParams({ query: '', sort: null, ipTypes: [], emergingOnly: false }).toString()).toBe('');
  });

  it('defaults the sort by keyword unless one was chosen', () => {
    expect(effectiveSort({ query: 'ai', sort: null, ipTypes: [], emergingOnly: false })).toBe('relevance');
    expect(effectiveSort({ query: '', sort: null, ipTypes: [], emergingOnly: false })).toBe('date');
    expect(effectiveSort({ query: 'ai', sort: 'name-asc', ipTypes: [], emergingOnly: false })).toBe('name-asc');
    expect(catalogueInput({ query: '', sort: null, ipTypes: [], emergingOnly: true }, 2)).toEqual({ query: '', sort: 'date', ipTypes: [], emergingOnly: true, page: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { TECHNOLOGY_SORTS, defaultTechnologySort, isTechnologySortId, technologyPath, technologyResultCaption } from './technologyCatalogue.js';

describe('technology catalogue rules', () => {
  it('captions over 300 results as "Over 300 results", otherwise the count', () => {
    expect(technologyResultCaption(301)).toBe('Over 300 results');
    expect(technologyResultCaption(5000)).toBe('Over 300 results');
    expect(technologyResultCaption(300)).toBe('300 results');
    expect(technologyResultCaption(1)).toBe('1 result');
    expect(technologyResultCaption(0)).toBe('0 results');
  });

  it('defaults the sort to relevance with a keyword, else to publish date', () => {
    expect(defaultTechnologySort('cloud')).toBe('relevance');
    expect(defaultTechnologySort('   ')).toBe('date');
    expect(defaultTechnologySort('')).toBe('date');
  });

  it('offers the four sorts of the spec in order', () => {
    expect(TECHNOLOGY_SORTS.map((s) => s.label)).toEqual(['Publish date', 'Relevance', 'Name A-Z', 'Name Z-A']);
    expect(isTechnologySortId('name-asc')).toBe(true);
    expect(isTechnologySortId('price')).toBe(false);
  });

  it('builds detail paths by type', () => {
    expect(technologyPath('Category', 'abm-platforms', 'TEC100001')).toBe('/insights/technology-landscapes-and-waves/category/abm-platforms/TEC100001');
    expect(technologyPath('Technology', 'x', 'TEC100002')).toBe('/insights/technology-landscapes-and-waves/technology/x/TEC100002');
  });
});

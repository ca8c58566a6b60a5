import { describe, expect, it } from 'vitest';
import { facetGroups } from './facetGroups';

describe('facetGroups', () => {
  it('orders facets the portal’s way, marks applied values and keeps an applied value with no count', () => {
    const groups = facetGroups(
      [
        { name: 'phase', buckets: [{ key: 'Define', count: 2 }] },
        { name: 'industry', buckets: [{ key: 'Retail', count: 5 }, { key: 'Energy', count: 1 }] },
        { name: 'unknownFacet', buckets: [{ key: 'x', count: 1 }] },
        { name: 'geography', buckets: [] },
      ],
      { industry: ['Energy', 'Mining'] },
    );
    expect(groups).toEqual([
      {
        name: 'industry',
        options: [
          { value: 'Retail', count: 5, checked: false },
          { value: 'Energy', count: 1, checked: true },
          { value: 'Mining', count: 0, checked: true },
        ],
      },
      { name: 'phase', options: [{ value: 'Define', count: 2, checked: false }] },
    ]);
  });
});

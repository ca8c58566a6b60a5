import { describe, expect, it } from 'vitest';
import { marketFurtherResearchHref, marketFurtherResearchOf, marketPhaseTabs } from './furtherResearchLinks';

describe('market further research URLs', () => {
  it('reads the market and the phase, the bare form being the first market and Define', () => {
    expect(marketFurtherResearchOf(undefined, null)).toEqual({ market: { slug: 'technology', label: 'Technology' }, phase: { id: 'define', label: 'Define' } });
    expect(marketFurtherResearchOf('b2b', 'accelerate')).toEqual({ market: { slug: 'b2b', label: 'B2B' }, phase: { id: 'accelerate', label: 'Accelerate' } });
  });

  it('names no page for an unknown market or phase', () => {
    for (const [slug, phase] of [['nope', null], ['b2b', 'later'], ['', null], ['b2b', '']] as const) {
      expect(marketFurtherResearchOf(slug, phase)).toBeNull();
    }
  });

  it('links the first phase without a query', () => {
    expect(marketFurtherResearchHref('b2b', 'define')).toBe('/insights/further-research/market-insights/b2b');
    expect(marketPhaseTabs('b2b').map((tab) => tab.href)).toEqual([
      '/insights/further-research/market-insights/b2b',
      '/insights/further-research/market-insights/b2b?phase=apply',
      '/insights/further-research/market-insights/b2b?phase=accelerate',
    ]);
  });
});

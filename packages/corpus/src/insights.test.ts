import { describe, expect, it } from 'vitest';
import { FORECAST_CATEGORIES } from '@portal/domain';
import { DEFAULT_SEED } from './config.js';
import { forecastCategoryOf, insightFacets, snapshotAudienceOf } from './insights.js';
import { report } from './report.js';

describe('insight facets', () => {
  it('gives a forecast an industry category first, else its function kind', () => {
    expect(forecastCategoryOf({ functionSlug: 'b2b-sales', industries: ['Energy and utilities', 'Insurance'] })).toBe('Financial Services');
    expect(forecastCategoryOf({ functionSlug: 'security-and-risk', industries: ['Manufacturing'] })).toBe('Technology');
    expect(forecastCategoryOf({ functionSlug: 'demand-and-abm', industries: [] })).toBe('Marketing');
    expect(forecastCategoryOf({ functionSlug: 'revenue-operations', industries: ['Public sector'] })).toBe('Work');
  });

  it('gives a data snapshot its audience from its first service', () => {
    expect(snapshotAudienceOf({ services: ['consumer-and-digital', 'b2b'] })).toBe('Consumer');
    expect(snapshotAudienceOf({ services: ['b2b', 'consumer-and-digital'] })).toBe('Business Buyer');
  });

  it('tags only forecasts and data snapshots', () => {
    const subject = { functionSlug: 'b2b-sales', industries: ['Retail'], services: ['b2b'] };
    expect(insightFacets({ ...subject, ipType: 'Forecast' })).toEqual({ forecastCategory: ['Retail'] });
    expect(insightFacets({ ...subject, ipType: 'Data Snapshot' })).toEqual({ audience: ['Business Buyer'] });
    expect(insightFacets({ ...subject, ipType: 'Wave' })).toEqual({});
  });

  it('spreads the default corpus forecasts over all six categories and snapshots over both audiences', () => {
    const categories = new Set<string>();
    const audiences = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const r = report({ seed: DEFAULT_SEED, size: 300 }, i);
      const facets = insightFacets(r);
      facets.forecastCategory?.forEach((c) => categories.add(c));
      facets.audience?.forEach((a) => audiences.add(a));
    }
    expect([...categories].sort()).toEqual([...FORECAST_CATEGORIES].sort());
    expect([...audiences].sort()).toEqual(['Business Buyer', 'Consumer']);
  });
});

import { describe, expect, it } from 'vitest';
import { TECHCATEGORY_TYPE, technologySearchQuerySchema } from './technology.js';

describe('technology search parameters', () => {
  it('accepts the spec call with its defaults', () => {
    const parsed = technologySearchQuerySchema.parse({ query: '', type: 'fd-techcategory', publishedSinceInDays: '-1', isUserSearch: 'false' });
    expect(parsed).toMatchObject({ query: '', page: 1, size: 12, publishedSinceInDays: -1, isUserSearch: false });
    expect(parsed.ipType).toBeUndefined();
    expect(parsed.isEmergingTechnology).toBeUndefined();
  });

  it('reads ipType in any case, singular or plural, once each', () => {
    expect(technologySearchQuerySchema.parse({ type: 'techcategory', ipType: 'Waves, landscape,wave' }).ipType).toEqual(['wave', 'landscape']);
    expect(technologySearchQuerySchema.safeParse({ type: 'fd-techcategory', ipType: 'forecast' }).success).toBe(false);
  });

  it('rejects bad values', () => {
    for (const bad of [{ sortType: 'price' }, { page: '0' }, { size: '101' }, { isEmergingTechnology: 'yes' }, { publishedSinceInDays: '0' }]) {
      expect(technologySearchQuerySchema.safeParse({ type: 'fd-techcategory', ...bad }).success).toBe(false);
    }
  });

  it('knows its search type, with or without a product', () => {
    expect(TECHCATEGORY_TYPE.test('fd-techcategory')).toBe(true);
    expect(TECHCATEGORY_TYPE.test('techcategory')).toBe(true);
    expect(TECHCATEGORY_TYPE.test('fd-autocomplete')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { chooseProduct, combineMenus, isCombinedMenu, PRODUCT_COOKIE_MAX_AGE_SECONDS, productsForSubscriptions } from './navigationProducts.js';

describe('productsForSubscriptions', () => {
  it('keeps the known products in a fixed order, any case', () => {
    expect(productsForSubscriptions(['fmi', 'FD'])).toEqual(['FD', 'FMI']);
    expect(productsForSubscriptions(['AOC'])).toEqual(['AOC']);
  });

  it('falls back to GUEST without a product subscription', () => {
    expect(productsForSubscriptions([])).toEqual(['GUEST']);
    expect(productsForSubscriptions(['GUEST'])).toEqual(['GUEST']);
    expect(productsForSubscriptions(['SOMETHING'])).toEqual(['GUEST']);
  });
});

describe('chooseProduct', () => {
  it('honours a requested product the caller has', () => {
    expect(chooseProduct('fmi', ['FD', 'FMI'])).toBe('FMI');
  });

  it('defaults to FD when the request is missing or not available', () => {
    expect(chooseProduct(undefined, ['FD', 'FMI'])).toBe('FD');
    expect(chooseProduct('AOC', ['FD', 'FMI'])).toBe('FD');
  });

  it('uses the caller\'s own product when FD is not theirs', () => {
    expect(chooseProduct('FD', ['GUEST'])).toBe('GUEST');
    expect(chooseProduct(null, ['AOC'])).toBe('AOC');
  });

  it('keeps the cookie lifetime of 30 days', () => {
    expect(PRODUCT_COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
  });
});

describe('combined menu', () => {
  it('is FD for a caller who also has FMI', () => {
    expect(isCombinedMenu('FD', ['FD', 'FMI'])).toBe(true);
    expect(isCombinedMenu('FD', ['FD'])).toBe(false);
    expect(isCombinedMenu('FMI', ['FD', 'FMI'])).toBe(false);
  });

  it('adds the second menu\'s items that the first lacks', () => {
    const merged = combineMenus([{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }], [{ key: 'b', label: 'B2' }, { key: 'c', label: 'C' }]);
    expect(merged.map((i) => `${i.key}:${i.label}`)).toEqual(['a:A', 'b:B', 'c:C']);
  });
});

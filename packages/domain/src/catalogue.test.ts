import { describe, expect, it } from 'vitest';
import { formatPrice, researchListPriceCents, webinarPriceCents } from './catalogue.js';

describe('catalogue prices', () => {
  it('prices research by its type, with a default for the others', () => {
    expect(researchListPriceCents('Wave')).toBe(249_500);
    expect(researchListPriceCents('Case Study')).toBe(79_500);
  });

  it('turns a webinar price in dollars into cents', () => {
    expect(webinarPriceCents(195)).toBe(19_500);
    expect(webinarPriceCents(0)).toBe(0);
  });

  it('formats cents as US dollars', () => {
    expect(formatPrice(249_500)).toBe('$2,495.00');
    expect(formatPrice(5)).toBe('$0.05');
  });
});

import { describe, expect, it } from 'vitest';
import { BRAND, metaDescription, pageTitle } from './seo.js';

const text = (n: number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n);

describe('pageTitle', () => {
  it('keeps titles up to 58 characters and adds the brand', () => {
    expect(BRAND).toBe('Meridian Research');
    expect(pageTitle(text(57))).toBe(`${text(57)} | Meridian Research`);
    expect(pageTitle(text(58))).toBe(`${text(58)} | Meridian Research`);
  });

  it('cuts longer titles to 58 characters', () => {
    expect(pageTitle(text(59))).toBe(`${text(58)} | Meridian Research`);
  });

  it('trims a trailing space left by the cut', () => {
    const title = `${text(57)} and more`;
    expect(pageTitle(title)).toBe(`${text(57)} | Meridian Research`);
  });

  it('takes another brand', () => {
    expect(pageTitle('Home', 'Acme')).toBe('Home | Acme');
  });
});

describe('metaDescription', () => {
  it('keeps text up to 160 characters', () => {
    expect(metaDescription(text(159))).toBe(text(159));
    expect(metaDescription(text(160))).toBe(text(160));
  });

  it('cuts longer text to 157 characters plus an ellipsis', () => {
    const result = metaDescription(text(161));
    expect(result).toBe(`${text(157)}...`);
    expect(result).toHaveLength(160);
  });
});

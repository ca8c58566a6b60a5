import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.js';

describe('formatFileSize (spec 3 §9: b, kb, mb, gb, tb, base 1024)', () => {
  it.each([
    [0, '0 b'],
    [1, '1 b'],
    [1023, '1023 b'],
    [1024, '1 kb'],
    [1536, '1.5 kb'],
    [10_240, '10 kb'],
    [1024 * 1024 - 1, '1 mb'],
    [5 * 1024 ** 2, '5 mb'],
    [1.25 * 1024 ** 3, '1.3 gb'],
    [2 * 1024 ** 4, '2 tb'],
    [3000 * 1024 ** 4, '3000 tb'],
  ])('%d bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('refuses what is not a size', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { byteRange } from './webinarFiles.js';

describe('byteRange', () => {
  it('reads one range, an open one and a suffix, clamped to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('is undefined without a (single, byte) range and null when none of it is in the file', () => {
    expect(byteRange(undefined, 1000)).toBeUndefined();
    expect(byteRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(byteRange('items=0-1', 1000)).toBeUndefined();
    expect(byteRange('bytes=1000-', 1000)).toBeNull();
    expect(byteRange('bytes=5-2', 1000)).toBeNull();
    expect(byteRange('bytes=-0', 1000)).toBeNull();
  });
});

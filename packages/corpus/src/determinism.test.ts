import { describe, expect, it } from 'vitest';
import { alertBanners, analysts, DEFAULT_SEED, functionAreas, report, reports } from './index.js';

const config = { seed: DEFAULT_SEED, size: 300 };

describe('determinism', () => {
  it('gives the same reports for the same seed', () => {
    const first = [...reports({ seed: 7, size: 40 })];
    const second = [...reports({ seed: 7, size: 40 })];
    expect(second).toEqual(first);
  });

  it('gives different reports for a different seed', () => {
    const a = report({ seed: 1, size: 10 }, 6);
    const b = report({ seed: 2, size: 10 }, 6);
    expect(a.id).toBe(b.id);
    expect(a).not.toEqual(b);
    const titlesA = [...reports({ seed: 1, size: 30 })].map((r) => r.title);
    const titlesB = [...reports({ seed: 2, size: 30 })].map((r) => r.title);
    expect(titlesA).not.toEqual(titlesB);
  });

  it('gives the same analysts, functions and banners for the same seed, and other analysts for another', () => {
    expect(analysts(5)).toEqual(analysts(5));
    expect(analysts(5)).not.toEqual(analysts(6));
    expect(functionAreas(5)).toEqual(functionAreas(5));
    const now = new Date('2026-11-21T10:00:00Z');
    expect(alertBanners(5, now)).toEqual(alertBanners(5, now));
  });

  it('report(i) equals the i-th report yielded by reports()', () => {
    let i = 0;
    for (const yielded of reports(config)) {
      if (i % 37 === 0) expect(report(config, i)).toEqual(yielded);
      i++;
    }
    expect(i).toBe(config.size);
  });

  it('report(i) depends on (seed, index) alone, not on the corpus size or earlier reports', () => {
    const alone = report({ seed: DEFAULT_SEED, size: 1_000_000 }, 999_999);
    expect(alone.id).toBe('RES1099999');
    expect(report({ seed: DEFAULT_SEED, size: 1_000_000 }, 250)).toEqual(report(config, 250));
  });

  it('refuses indices outside the corpus', () => {
    expect(() => report(config, 300)).toThrow(RangeError);
    expect(() => report(config, -1)).toThrow(RangeError);
    expect(() => report(config, 1.5)).toThrow(RangeError);
  });

  it('hands out copies, so callers cannot change the corpus', () => {
    const roster = analysts(DEFAULT_SEED);
    roster[0].fullName = 'Changed';
    functionAreas(DEFAULT_SEED)[0].priorities.length = 0;
    expect(analysts(DEFAULT_SEED)[0].fullName).not.toBe('Changed');
    expect(functionAreas(DEFAULT_SEED)[0].priorities.length).toBeGreaterThan(0);
  });
});

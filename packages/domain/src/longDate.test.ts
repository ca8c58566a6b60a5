import { describe, expect, it } from 'vitest';
import { formatLongDate, formatUtcTime } from './longDate.js';

describe('formatLongDate', () => {
  it.each([
    ['2024-03-03', 'March 3rd, 2024'],
    ['2024-01-01', 'January 1st, 2024'],
    ['2023-11-22', 'November 22nd, 2023'],
    ['2023-05-11', 'May 11th, 2023'],
    ['2023-05-12', 'May 12th, 2023'],
    ['2023-05-13', 'May 13th, 2023'],
    ['2023-12-31T23:30:00Z', 'December 31st, 2023'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  it("names every month and gives every day of a month English's ordinal", () => {
    const months = Array.from({ length: 12 }, (_, i) => formatLongDate(`2024-${String(i + 1).padStart(2, '0')}-15`).split(' ')[0]);
    expect(months).toEqual(Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, i, 1))));
    const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
    const suffixOf = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as Record<string, string>;
    for (let day = 1; day <= 31; day++) {
      expect(formatLongDate(`2024-01-${String(day).padStart(2, '0')}`)).toBe(`January ${day}${suffixOf[ordinal.select(day)]}, 2024`);
    }
  });

  it('writes a time of day in UTC as en-US does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
    for (const iso of ['2026-03-03T00:00:00Z', '2026-03-03T00:59:00Z', '2026-03-03T09:05:00Z', '2026-03-03T12:00:00Z', '2026-03-03T16:05:00Z', '2026-03-03T23:59:59Z']) {
      expect(formatUtcTime(new Date(iso))).toBe(intl.format(new Date(iso)));
    }
  });

  it('returns input it cannot read unchanged', () => {
    expect(formatLongDate('soon')).toBe('soon');
    expect(formatLongDate('2024-13-01')).toBe('2024-13-01');
  });
});

import { describe, expect, it } from 'vitest';
import { formatLongDate } from './longDate.js';

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

  it('returns input it cannot read unchanged', () => {
    expect(formatLongDate('soon')).toBe('soon');
    expect(formatLongDate('2024-13-01')).toBe('2024-13-01');
  });
});

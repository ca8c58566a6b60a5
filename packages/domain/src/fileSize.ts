// File sizes as the survey downloads show them (spec 3 §9): units b, kb, mb, gb, tb, base 1024.

export const FILE_SIZE_UNITS = ['b', 'kb', 'mb', 'gb', 'tb'] as const;
const BASE = 1024;

/**
 * 0 -> '0 b', 1536 -> '1.5 kb', 5_242_880 -> '5 mb'. One decimal at most (dropped when it is 0);
 * beyond the largest unit the number simply grows. Negative or non-finite sizes are not sizes.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let value = bytes;
  let unit = 0;
  // Rounding may carry into the next unit (1023.96 kb -> 1 mb), so compare the rounded value.
  while (unit < FILE_SIZE_UNITS.length - 1 && Math.round(value * 10) / 10 >= BASE) {
    value /= BASE;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${FILE_SIZE_UNITS[unit]}`;
}

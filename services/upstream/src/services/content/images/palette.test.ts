import { expect, it } from 'vitest';
import { PALETTE, colourOf } from './palette.js';

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

it.each(PALETTE)('%s carries white text at 4.5:1 or more', (colour) => {
  expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
});

it('gives an id the same colour every time, and spreads ids over the palette', () => {
  const ids = Array.from({ length: 180 }, (_, i) => `BIO${10000 + i}`);
  expect(ids.map(colourOf)).toEqual(ids.map(colourOf));
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(colourOf(id), (counts.get(colourOf(id)) ?? 0) + 1);
  expect(counts.size).toBe(PALETTE.length);
  // No colour takes more than twice its fair share.
  expect(Math.max(...counts.values())).toBeLessThanOrEqual((2 * ids.length) / PALETTE.length);
});

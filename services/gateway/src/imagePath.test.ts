import { expect, it } from 'vitest';
import { safeImagePath } from './imagePath.js';

it('keeps plain file paths, re-encoding each segment', () => {
  expect(safeImagePath('analysts/BIO10001.svg')).toBe('analysts/BIO10001.svg');
  expect(safeImagePath('figures/RES100000-figure-6.svg')).toBe('figures/RES100000-figure-6.svg');
  expect(safeImagePath('team%20photos/ad%C3%A9le.svg')).toBe('team%20photos/ad%C3%A9le.svg');
  // Characters a URL would read as structure are escaped, so the path stays one relative path.
  expect(safeImagePath('a:b/c;d@e.svg')).toBe('a%3Ab/c%3Bd%40e.svg');
});

it.each([
  '..', '../metrics', 'analysts/../../metrics', 'analysts/..', './x.svg',
  '%2e%2e/metrics', '%2E%2E/metrics', '.%2e/metrics', '%2e./metrics',
  '..%2fmetrics', '..%2Fmetrics', 'analysts%2f..%2f..%2fmetrics',
  '%252e%252e/metrics', '%25%32%65%25%32%65/metrics',
  '..\\metrics', '..%5cmetrics', 'analysts\\..\\x.svg',
  '.env', 'analysts/.hidden.svg',
  '', 'analysts/', '/analysts/x.svg', 'analysts//x.svg',
  'x%00.svg', 'x%0d%0aSet-Cookie:%20a=b', '%e0%a4%a.svg',
  'a'.repeat(513),
])('refuses %j', (raw) => {
  expect(safeImagePath(raw)).toBeNull();
});

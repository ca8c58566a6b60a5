import { expect, it } from 'vitest';
import { sanitizeBannerHtml } from './alertBanner.js';

it('keeps basic inline markup and links', () => {
  expect(sanitizeBannerHtml('<p>Read <strong>the</strong> <em>new</em> <a href="/report/x/RES1">report</a>.</p>')).toBe(
    'Read <strong>the</strong> <em>new</em> <a href="/report/x/RES1">report</a>.',
  );
});

it('drops scripts, event handlers, styles and javascript: links', () => {
  const html = sanitizeBannerHtml(
    '<img src=x onerror="alert(1)"><script>alert(2)</script><b style="color:red" onclick="x()">bold</b><a href="javascript:alert(3)">x</a>',
  );
  expect(html).toBe('<b>bold</b><a>x</a>');
});

it('protects links that open a new tab and removes other targets', () => {
  expect(sanitizeBannerHtml('<a href="https://example.org" target="_blank">out</a>')).toBe(
    '<a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>',
  );
  expect(sanitizeBannerHtml('<a href="https://example.org" target="top">out</a>')).toBe('<a href="https://example.org">out</a>');
});

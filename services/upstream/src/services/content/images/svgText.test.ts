import { expect, it } from 'vitest';
import { parseSvg } from '../../../testing/svg.js';
import { wrapText, xmlEscape } from './svgText.js';

it('escapes the five XML specials, so text cannot close a tag or an attribute', () => {
  expect(xmlEscape(`<script>alert("1")</script> & 'x'`)).toBe('&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; &amp; &apos;x&apos;');
  // An already escaped entity is escaped again: the reader sees exactly what the database holds.
  expect(xmlEscape('&amp;')).toBe('&amp;amp;');
});

it('drops characters XML 1.0 cannot hold, keeps tabs, newlines and any Unicode letter', () => {
  const nasty = 'A\u0000B\u0008C\u000bD\u001fE\uffffF\ud800G\tH\nI Zoë 日本 😀';
  expect(xmlEscape(nasty)).toBe('ABCDEFG\tH\nI Zoë 日本 😀');
  // And what is left parses, as an attribute value and as text.
  const svg = parseSvg(`<svg a="${xmlEscape(`"'<&${nasty}`)}">${xmlEscape(`</svg>${nasty}`)}</svg>`);
  expect(svg.attributes.a).toBe(`"'<&ABCDEFG\tH\nI Zoë 日本 😀`.replace('\n', ' ').replace('\t', ' '));
  expect(svg.text).toBe('</svg>ABCDEFG\tH\nI Zoë 日本 😀');
});

it('wraps at word boundaries within the width', () => {
  expect(wrapText('The customer data platform maturity model', 20, 3)).toEqual(['The customer data', 'platform maturity', 'model']);
  expect(wrapText('  short  ', 20, 2)).toEqual(['short']);
  expect(wrapText('', 20, 2)).toEqual([]);
});

it('ends the last line with an ellipsis when the text does not fit, never exceeding the width', () => {
  const lines = wrapText('one two three four five six seven eight', 10, 2);
  expect(lines).toEqual(['one two', 'three…']);
  const full = wrapText('aaaaaaaaa bbbbbbbbbb cccc', 10, 2);
  expect(full).toEqual(['aaaaaaaaa', 'bbbbbbbbb…']);
  expect(wrapText('Supercalifragilistic', 10, 2)).toEqual(['Supercali…']);
  for (const line of [...lines, ...full]) expect(line.length).toBeLessThanOrEqual(10);
});

import { describe, expect, it } from 'vitest';
import { APOLLO_STATE_ID } from './apolloState';
import { pageDocument } from './pageDocument';

const template = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Meridian Research</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('pageDocument', () => {
  it('moves the head tags React wrote first into <head>, in place of the default title', () => {
    const markup = '<title>Report | Meridian Research</title><meta name="description" content="Summary"/><link rel="canonical" href="https://portal.example/report/a/RES1"/><style data-emotion="css x">.x{}</style><main><h1>Report</h1></main>';
    const html = pageDocument(template, markup, '{}');
    expect(html).toContain('<head><meta charset="UTF-8" /><title>Report | Meridian Research</title><meta name="description" content="Summary"/><link rel="canonical" href="https://portal.example/report/a/RES1"/></head>');
    expect(html).not.toContain('<title>Meridian Research</title>');
    expect(html).toContain('<div id="root"><style data-emotion="css x">.x{}</style><main><h1>Report</h1></main></div>');
  });

  it('keeps the default title when the page wrote none', () => {
    const html = pageDocument(template, '<main>page</main>', '{}');
    expect(html).toContain('<title>Meridian Research</title>');
    expect(html).toContain('<div id="root"><main>page</main></div>');
  });

  it('carries the Apollo cache as JSON data that no "<" in it can break out of', () => {
    const state = JSON.stringify({ 'Report:RES1': { title: '</script><script>alert(1)</script>' } });
    const html = pageDocument(template, '<main></main>', state);
    const script = new RegExp(`<script type="application/json" id="${APOLLO_STATE_ID}">(.*?)</script>`).exec(html);
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1]!)).toEqual(JSON.parse(state));
  });

  it('does not read "$" in the markup as a replacement pattern', () => {
    const html = pageDocument(template, "<title>Costs in $' and $&amp;</title><main>$1 $&</main>", '{}');
    expect(html).toContain("<title>Costs in $' and $&amp;</title>");
    expect(html).toContain('<main>$1 $&</main>');
  });

  it("puts the page's style tags at the end of <head>, after its own tags; none for a render that ran out of time", () => {
    const styles = '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1 b2">.css-a1{color:red}</style>';
    const html = pageDocument(template, '<title>Report | Meridian Research</title><main class="css-a1">x</main>', '{}', { styles });
    expect(html).toContain(`<title>Report | Meridian Research</title>${styles}</head>`);
    expect(html).toContain('<div id="root"><main class="css-a1">x</main></div>');
    expect(pageDocument(template, '<main class="css-a1">x</main>', '{}', { styles, complete: false })).not.toContain('data-emotion');
  });

  it('leaves #root empty for a render that ran out of time, keeping its head tags and the cache', () => {
    const html = pageDocument(template, '<title>Report | Meridian Research</title><main><p>Loading</p></main>', '{"a":1}', { complete: false });
    expect(html).toContain('<title>Report | Meridian Research</title></head>');
    expect(html).toContain(`<div id="root"></div><script type="application/json" id="${APOLLO_STATE_ID}">{"a":1}</script>`);
    expect(html).not.toContain('Loading');
  });
});

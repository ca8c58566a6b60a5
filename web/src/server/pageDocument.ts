// The HTML document of a server-rendered page: the built index.html with the page's head tags in
// place of its default title, the page's markup in #root and the Apollo cache after it. A render
// that ran out of time keeps its head tags but leaves #root empty: its markup shows loading states
// the browser would not render from the same cache, so the browser renders the page afresh
// (main.tsx) instead of hydrating markup that cannot match.
import { apolloStateScript } from './apolloState';

// React 19 writes the <title>, <meta> and <link> elements a page renders (DocumentMeta) ahead of
// the markup when the tree it renders is not a whole document: they belong in <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
const DEFAULT_TITLE = /<title>[^<]*<\/title>/;
const EMPTY_ROOT = '<div id="root"></div>';

/** `styles`: the <style> tags of the markup's rules (emotionStyles.ts), for <head>; left out with the markup of an incomplete render. */
export function pageDocument(template: string, markup: string, apolloStateJson: string, { complete = true, styles = '' }: { complete?: boolean; styles?: string } = {}): string {
  const pageHead = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  const body = complete ? markup.slice(pageHead.length) : '';
  const head = complete ? pageHead + styles : pageHead;
  if (!template.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root');
  const withHead = head.includes('<title>') ? template.replace(DEFAULT_TITLE, () => '') : template;
  return withHead.replace('</head>', () => `${head}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${body}</div>${apolloStateScript(apolloStateJson)}`);
}

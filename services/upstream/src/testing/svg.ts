// Parses SVG text as strict XML (saxes), so a test fails on anything a browser's XML parser would
// refuse: bad escaping, stray control characters, unbalanced tags.
import { SaxesParser } from 'saxes';

export interface SvgElement {
  name: string;
  attributes: Record<string, string>;
  children: SvgElement[];
  /** This element's own text, its children's excluded. */
  text: string;
}

export function parseSvg(xml: string): SvgElement {
  const parser = new SaxesParser({ xmlns: false });
  const stack: SvgElement[] = [];
  let root: SvgElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: SvgElement = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element below (and including) `element`, depth first. */
export function allElements(element: SvgElement): SvgElement[] {
  return [element, ...element.children.flatMap(allElements)];
}

/** The text a reader sees in the drawing: every <text>'s content with its <tspan>s, one per line. */
export function drawnText(root: SvgElement): string[] {
  const textOf = (element: SvgElement): string => [element.text, ...element.children.map(textOf)].join('');
  return allElements(root)
    .filter((element) => element.name === 'text')
    .flatMap((element) => (element.children.length > 0 ? element.children.map(textOf) : [textOf(element)]));
}

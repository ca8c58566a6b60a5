// A plain-image figure drawn as SVG: the figure's title over an illustrative diagram, 16:9.
import { layoutFor } from './figureLayouts.js';
import { colourOf } from './palette.js';
import { FONT_FAMILY, wrapText, xmlEscape } from './svgText.js';

export interface FigureImage {
  /** The figure block's id, `RES…-figure-{n}`; it picks the accent colour. */
  id: string;
  title: string;
}

export const FIGURE_WIDTH = 1280;
export const FIGURE_HEIGHT = 720;
const MARGIN = 64;
const TITLE_SIZE = 42;
const TITLE_LINE = 52;
// Bold sans-serif title case runs to about 0.62 em per character: 42 characters fit the width at 42 px.
const TITLE_CHARS = 42;

export function figureSvg(figure: FigureImage): string {
  const lines = wrapText(figure.title, TITLE_CHARS, 2);
  const titleTop = MARGIN + TITLE_SIZE;
  const titleText = lines
    .map((line, i) => `<tspan x="${MARGIN}" y="${titleTop + i * TITLE_LINE}">${xmlEscape(line)}</tspan>`)
    .join('');
  const diagramTop = titleTop + (lines.length - 1) * TITLE_LINE + 56;
  const area = { x: MARGIN, y: diagramTop, width: FIGURE_WIDTH - 2 * MARGIN, height: FIGURE_HEIGHT - MARGIN / 2 - diagramTop };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" viewBox="0 0 ${FIGURE_WIDTH} ${FIGURE_HEIGHT}" role="img">`,
    // The full title, even when the drawn one had to be shortened.
    `<title>${xmlEscape(figure.title)}</title>`,
    `<rect width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" fill="#f7f8fa"/>`,
    `<text font-family="${FONT_FAMILY}" font-size="${TITLE_SIZE}" font-weight="700" fill="#1b2430">${titleText}</text>`,
    layoutFor(figure.title)(area, colourOf(figure.id)),
    '</svg>',
  ].join('\n');
}

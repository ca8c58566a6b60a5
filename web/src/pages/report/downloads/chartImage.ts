// A chart figure as a PNG (spec 1 §9 "Figure export"): after FIGURE_EXPORT_DELAY_MS, the chart's
// drawings (the x-charts svg behind each img role in the figure) are drawn one under another on a
// canvas FIGURE_EXPORT_WIDTH wide, under the figure's label and title, on white. Styles the page's
// stylesheets give the svg (fills, fonts) are copied onto it, since a lone svg image sees no
// stylesheet. Under the drawings, the legend of a chart of several series or slices (chartLegend).
// A figure with no drawing (a response table) has no image.
import { FIGURE_EXPORT_DELAY_MS, FIGURE_EXPORT_WIDTH } from '@portal/domain';
import { drawLegend, layoutLegend, LEGEND_FONT, legendEntriesIn } from './chartLegend';

const STYLE_PROPERTIES = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'opacity', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'visibility', 'display'];
const PADDING = 24;
const TITLE_FONT = '600 18px system-ui, sans-serif';
const TITLE_LINE = 26;

/** The chart drawings in `figure`: one svg per img role (the largest, not a legend's marks). */
export function chartDrawingsIn(figure: HTMLElement): SVGSVGElement[] {
  return [...figure.querySelectorAll<HTMLElement>('[role="img"]')].flatMap((box) => {
    const svgs = [...box.querySelectorAll('svg')];
    const largest = svgs.sort((a, b) => b.clientWidth * b.clientHeight - a.clientWidth * a.clientHeight)[0];
    return largest ? [largest] : [];
  });
}

function inlineStyles(source: Element, copy: Element): void {
  const computed = getComputedStyle(source);
  const style = STYLE_PROPERTIES.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';');
  copy.setAttribute('style', `${copy.getAttribute('style') ?? ''};${style}`);
  for (let i = 0; i < source.children.length; i++) inlineStyles(source.children[i], copy.children[i]);
}

function loadImage(svg: SVGSVGElement): Promise<{ image: HTMLImageElement; width: number; height: number }> {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, copy);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ image, width, height });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The chart could not be drawn as an image'));
    };
    image.src = url;
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The figure's chart as a PNG blob; rejects when it has no drawing. */
export async function chartPng(figure: HTMLElement, caption: string): Promise<Blob> {
  await delay(FIGURE_EXPORT_DELAY_MS);
  const drawings = chartDrawingsIn(figure);
  if (drawings.length === 0) throw new Error('The figure has no chart drawing');
  const images = await Promise.all(drawings.map(loadImage));
  const inner = FIGURE_EXPORT_WIDTH - 2 * PADDING;
  const scaled = images.map(({ image, width, height }) => ({ image, height: (height * inner) / width }));
  const canvas = document.createElement('canvas');
  canvas.width = FIGURE_EXPORT_WIDTH;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw on');
  context.font = LEGEND_FONT;
  const legend = layoutLegend(legendEntriesIn(figure), (text) => context.measureText(text).width, inner);
  const drawingsHeight = scaled.reduce((sum, { height }) => sum + height + PADDING / 2, 0);
  // Setting the size clears the canvas and its state: the font is set again where text is drawn.
  canvas.height = Math.ceil(PADDING * 2 + TITLE_LINE + drawingsHeight + legend.height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1b2430';
  context.font = TITLE_FONT;
  context.fillText(caption, PADDING, PADDING + 18, inner);
  let top = PADDING + TITLE_LINE;
  for (const { image, height } of scaled) {
    context.drawImage(image, PADDING, top, inner, height);
    top += height + PADDING / 2;
  }
  drawLegend(context, legend, PADDING, top);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas made no image'))), 'image/png'));
}

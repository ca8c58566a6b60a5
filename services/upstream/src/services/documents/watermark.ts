// The watermarked figure (spec 1 §7 /getwatermark): the figure's PNG on a white card, with the
// report's title and description in a header band above it, the figure's label and title in a band
// below, and a faint diagonal mark of the label across the picture itself. The text is an SVG drawn
// by sharp over the image (escaped: it comes from the request), so nothing here parses markup.
import sharp from 'sharp';
import { FONT_FAMILY, wrapText, xmlEscape } from '../content/images/svgText.js';

export interface WatermarkText {
  headerTitle: string;
  headerDescription: string;
  imageLabel: string;
  imageTitle: string;
}

const PADDING = 24;
const TITLE_SIZE = 22;
const TEXT_SIZE = 15;
const LINE = 1.35;
// Sans-serif averages about 0.55 em per character, bold title case about 0.64 (figureSvg's measure).
const charsFor = (width: number, size: number, em: number) => Math.max(10, Math.floor((width - 2 * PADDING) / (size * em)));

function lines(text: string, width: number, size: number, max: number, bold = false): string[] {
  return text.trim() === '' ? [] : wrapText(text, charsFor(width, size, bold ? 0.64 : 0.55), max);
}

function textBlock(texts: string[], top: number, size: number, weight: number, fill: string): { svg: string; height: number } {
  const svg = texts
    .map((line, i) => `<text x="${PADDING}" y="${top + size + i * size * LINE}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${xmlEscape(line)}</text>`)
    .join('');
  return { svg, height: texts.length * size * LINE };
}

/** The image's `png` with the bands and the mark; a PNG of the same width, taller by the bands. */
export async function watermarkPng(png: Buffer, text: WatermarkText): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const title = textBlock(lines(text.headerTitle, width, TITLE_SIZE, 2, true), PADDING, TITLE_SIZE, 700, '#1b2430');
  const description = textBlock(lines(text.headerDescription, width, TEXT_SIZE, 3), PADDING + title.height + 4, TEXT_SIZE, 400, '#3d4654');
  const top = Math.ceil(PADDING * 2 + title.height + description.height);
  const caption = textBlock(lines(`${text.imageLabel}: ${text.imageTitle}`, width, TEXT_SIZE, 2, true), 0, TEXT_SIZE, 700, '#1b2430');
  const bottom = Math.ceil(PADDING * 2 + caption.height);
  const total = top + height + bottom;
  const mark = xmlEscape(text.imageLabel);
  const overlay = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}">`,
    title.svg,
    description.svg,
    `<line x1="${PADDING}" x2="${width - PADDING}" y1="${top - PADDING / 2}" y2="${top - PADDING / 2}" stroke="#d0d5dd"/>`,
    `<g transform="translate(0 ${top + height + PADDING})">${caption.svg}</g>`,
    // The mark over the picture: faint, so the figure stays readable.
    `<text x="${width / 2}" y="${top + height / 2}" text-anchor="middle" dominant-baseline="middle" transform="rotate(-20 ${width / 2} ${top + height / 2})" font-family="${FONT_FAMILY}" font-size="${Math.round(width / 10)}" font-weight="700" fill="#1b2430" fill-opacity="0.12">${mark}</text>`,
    '</svg>',
  ].join('');
  return sharp(png)
    .flatten({ background: '#ffffff' })
    .extend({ top, bottom, left: 0, right: 0, background: '#ffffff' })
    .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
    .png()
    .toBuffer();
}

// A playbook's cover (16:9): its title on a colour derived from its id, with a chapter motif.
import { colourOf } from '../content/images/palette.js';
import { FONT_FAMILY, wrapText, xmlEscape } from '../content/images/svgText.js';

const WIDTH = 640;
const HEIGHT = 360;

export function playbookCoverSvg({ id, title, eyebrow }: { id: string; title: string; eyebrow: string }): string {
  const lines = wrapText(title, 28, 3);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${xmlEscape(title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colourOf(id)}"/>`,
    ...[0, 1, 2, 3].map((i) => `<rect x="${440 + i * 40}" y="${60 + i * 30}" width="24" height="${240 - i * 30}" rx="4" fill="#ffffff" fill-opacity="${0.15 + i * 0.1}"/>`),
    `<text x="40" y="70" fill="#ffffff" font-family="${FONT_FAMILY}" font-size="20" font-weight="600">${xmlEscape(eyebrow.toUpperCase())}</text>`,
    ...lines.map((line, i) => `<text x="40" y="${150 + i * 44}" fill="#ffffff" font-family="${FONT_FAMILY}" font-size="36" font-weight="700">${xmlEscape(line)}</text>`),
    '</svg>',
  ].join('\n');
}

// A flex page's or blueprint's hero picture: decorative shapes on a colour derived from its id. It
// carries no text (the page's own heading says what it is about) and is shown with alt="".
import { PALETTE, hashId } from '../content/images/palette.js';

const WIDTH = 1600;
const HEIGHT = 480;

export function heroSvg(id: string): string {
  const hash = hashId(id);
  const base = PALETTE[hash % PALETTE.length];
  const accent = PALETTE[(hash >>> 8) % PALETTE.length];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" aria-hidden="true">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${base}"/>`,
    ...[0, 1, 2, 3, 4].map((i) => `<circle cx="${900 + i * 150}" cy="${((hash >>> (i * 3)) % 5) * 80 + 60}" r="${120 + i * 30}" fill="${accent}" fill-opacity="${0.2 + i * 0.08}"/>`),
    `<path d="M0 ${HEIGHT} L${WIDTH} ${HEIGHT * 0.55} L${WIDTH} ${HEIGHT} Z" fill="#ffffff" fill-opacity="0.08"/>`,
    '</svg>',
  ].join('\n');
}

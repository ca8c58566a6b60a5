// An analyst's avatar: their initials on a colour derived from their id, square (1:1).
import { colourOf } from './palette.js';
import { FONT_FAMILY, xmlEscape } from './svgText.js';

export interface AvatarPerson {
  contentId: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

const SIZE = 256;

/** The first letter or digit of each name, upper-cased ('Ada', 'Lovelace' -> 'AL'); '?' if none. */
export function initialsOf(firstName: string, lastName: string): string {
  const initial = (name: string) => /[\p{L}\p{N}]/u.exec(name)?.[0].toLocaleUpperCase('en') ?? '';
  return `${initial(firstName)}${initial(lastName)}` || '?';
}

export function avatarSvg(person: AvatarPerson): string {
  const name = person.fullName.trim() || `${person.firstName} ${person.lastName}`.trim();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${xmlEscape(name)}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${colourOf(person.contentId)}"/>`,
    // dominant-baseline centres the glyphs vertically without font metrics.
    `<text x="${SIZE / 2}" y="${SIZE / 2}" text-anchor="middle" dominant-baseline="central" fill="#ffffff" `
      + `font-family="${FONT_FAMILY}" font-size="104" font-weight="600">`
      + `${xmlEscape(initialsOf(person.firstName, person.lastName))}</text>`,
    '</svg>',
  ].join('\n');
}

// Text of an exact size in UTF-8 bytes, for the byte limits of the forms (packages/domain
// byteLimits.ts). It mixes the multi-byte widths a reader's text has (a 4-byte emoji, the 3-byte
// euro sign, a 2-byte accented letter) and makes up the last bytes with ASCII, so 'limit' and
// 'limit + 1' bytes are both reachable whatever the limit. A character count would judge none of
// them right, which is the point.
import { encodedByteLength } from '@portal/domain';

/** 4, 3 and 2 bytes in UTF-8. */
const MULTI_BYTE = ['😀', '€', 'é'] as const;

/** At least one character of each width, so every text tests all three. */
export const SMALLEST_MIXED_TEXT = 4 + 3 + 2;

/**
 * `lead` (counted in the total), then multi-byte characters in turn, then ASCII for what no
 * multi-byte character fills: exactly `bytes` bytes of UTF-8.
 */
export function textOfBytes(bytes: number, lead = ''): string {
  let text = lead;
  let left = bytes - encodedByteLength(lead);
  if (left < SMALLEST_MIXED_TEXT) throw new Error(`${bytes} bytes leave no room for 2-, 3- and 4-byte characters after '${lead}'`);
  for (let turn = 0; left > 0; turn++) {
    // The next width in turn that still fits; one byte left is an ASCII letter.
    const fits = [0, 1, 2].map((step) => MULTI_BYTE[(turn + step) % MULTI_BYTE.length]!).find((char) => encodedByteLength(char) <= left);
    const char = fits ?? 'a';
    text += char;
    left -= encodedByteLength(char);
  }
  if (encodedByteLength(text) !== bytes) throw new Error(`textOfBytes(${bytes}) came to ${encodedByteLength(text)} bytes`);
  return text;
}

// The file path a browser asks for under /images/, made safe to forward. The upstream URL is built
// from it, and a `..` (plain, percent-encoded, double-encoded, or hidden in a backslash) would let
// a request climb out of the image folder to any upstream endpoint, so such paths are refused.

const MAX_PATH_LENGTH = 512;
// After one decoding: no separators, no leftover escapes (double encoding), no control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
const UNSAFE_IN_SEGMENT = /[/\\%\u0000-\u001f\u007f]/;

/**
 * `analysts/BIO10001.svg` -> the same, re-encoded segment by segment; null when the path is empty,
 * malformed, or has an empty, dot or unsafe segment.
 */
export function safeImagePath(rawPath: string): string | null {
  if (rawPath.length === 0 || rawPath.length > MAX_PATH_LENGTH) return null;
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // '.', '..' and anything hidden ('.env'): no CMS image path starts a segment with a dot.
    if (segment === '' || segment.startsWith('.') || UNSAFE_IN_SEGMENT.test(segment)) return null;
    segments.push(encodeURIComponent(segment));
  }
  return segments.join('/');
}

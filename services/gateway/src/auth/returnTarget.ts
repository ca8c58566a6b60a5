// Where /login may send the user back to (`lr`, spec 1 §5): a path on this site, or a URL on a
// host of the allow-list. Anything else is refused, so /login can never be an open redirect,
// however the target is disguised (protocol-relative, backslashes, control characters, missing
// slashes, userinfo).
export const DEFAULT_RETURN_TARGET = '/myhome';

export type ReturnTarget = { ok: true; target: string } | { ok: false };

// Browsers drop tabs and newlines inside URLs and read '\' as '/', turning '/\evil.com' or
// '/\t/evil.com' into '//evil.com': refuse them outright rather than guess how they parse.
function hasSuspiciousCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || character === '\\' || /\s/u.test(character)) return true;
  }
  return false;
}

export function returnTargetOf(lr: unknown, options: { publicOrigin: string; allowedHosts: string[] }): ReturnTarget {
  if (lr === undefined || lr === '') return { ok: true, target: DEFAULT_RETURN_TARGET };
  if (typeof lr !== 'string' || lr.length > 2048 || hasSuspiciousCharacter(lr)) return { ok: false };

  if (lr.startsWith('/')) {
    // '//host' is protocol-relative: another site.
    if (lr.startsWith('//')) return { ok: false };
    const url = new URL(lr, options.publicOrigin);
    if (url.origin !== options.publicOrigin) return { ok: false };
    return { ok: true, target: `${url.pathname}${url.search}${url.hash}` };
  }

  let url: URL;
  try {
    url = new URL(lr);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false };
  // 'https:evil.com' parses as https://evil.com/: demand the slashes a real link has.
  if (!lr.toLowerCase().startsWith(`${url.protocol}//`)) return { ok: false };
  if (url.username || url.password) return { ok: false };
  const ours = url.origin === options.publicOrigin;
  if (!ours && !options.allowedHosts.includes(url.hostname.toLowerCase())) return { ok: false };
  return { ok: true, target: url.href };
}

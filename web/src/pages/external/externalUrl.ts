// /external?url=...: which destinations the interstitial shows. Only absolute http(s) addresses,
// shown by their host, and never followed automatically, so the page cannot serve as an open
// redirect; anything else is refused with a reason the reader can understand.

/** Longer addresses are refused: they are not links a page of ours would make. */
export const MAX_EXTERNAL_URL_LENGTH = 2048;

export type ExternalDestination =
  | { kind: 'valid'; href: string; host: string }
  | { kind: 'missing' }
  | { kind: 'refused'; reason: string };

const refused = (reason: string): ExternalDestination => ({ kind: 'refused', reason });

export function externalDestination(raw: string | null): ExternalDestination {
  const text = raw?.trim() ?? '';
  if (text === '') return { kind: 'missing' };
  if (text.length > MAX_EXTERNAL_URL_LENGTH) return refused('The address is too long.');
  let url: URL;
  try {
    // No base: a relative or scheme-less address is not a destination we can name.
    url = new URL(text);
  } catch {
    return refused('This is not a complete web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused('Only web addresses (http or https) can be opened from here.');
  // 'https://portal.example@other.example' reads like one host and goes to another.
  if (url.username !== '' || url.password !== '') return refused('Addresses with a user name or password are not opened from here.');
  if (url.hostname === '') return refused('This is not a complete web address.');
  // URL gives the host in ASCII (punycode), so look-alike letters cannot pass for a known name.
  return { kind: 'valid', href: url.href, host: url.hostname };
}

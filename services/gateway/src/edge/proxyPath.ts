// The one check every request passes before the gateway forwards it anywhere but a subgraph.
// Upstream (and the reverse proxies in front of it) resolve '..', '%2e%2e', '\' and '//' in their
// own ways, so a path that means one thing here can reach quite another route there. A path is
// therefore forwarded only when it is already in its one normal form: decoded once it has no
// dot segment, no empty segment, no separator or escape left, no control character; and it lies
// under one of an explicit allow-list of prefixes. Anything else is refused before a byte leaves.

const MAX_PATH_LENGTH = 2048;
// After one decoding: a backslash (a separator to some servers), a '%' (double encoding) or a
// control character (NUL and friends) has no business in a path we forward.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
const UNSAFE_AFTER_DECODING = /[\\%\u0000-\u001f\u007f]/;
// Before decoding: an encoded '/', '\' or '.' would become a separator or a dot segment downstream.
const ENCODED_SEPARATOR_OR_DOT = /%(2f|5c|2e)/i;

export interface ProxyTarget {
  /** The path, normalised, to forward (query string not included). */
  path: string;
  /** The query string as sent, with its '?', or ''. */
  search: string;
}

/** Whether `path` is `prefix` itself or lies beneath it (segment by segment, never '/oidc/authx'). */
function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * `rawUrl` is the request target as the client sent it (Express's `req.originalUrl`). Returns the
 * normalised path and the query string, or null when the path is not safe to forward or is not
 * under one of `allowedPrefixes` (each like '/oidc/auth', no trailing slash).
 */
export function proxyTarget(rawUrl: string, allowedPrefixes: readonly string[]): ProxyTarget | null {
  // Absolute-form ('http://host/x') and scheme-relative ('//host/x') targets name another host.
  if (!rawUrl.startsWith('/') || rawUrl.startsWith('//')) return null;
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  if (rawPath.length > MAX_PATH_LENGTH || rawPath.includes('\\') || ENCODED_SEPARATOR_OR_DOT.test(rawPath)) return null;

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (UNSAFE_AFTER_DECODING.test(path)) return null;
  const segments = path.split('/').slice(1);
  // '' is '//' or a trailing '/'; '.' and '..' climb. None is in a path we forward.
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  if (!allowedPrefixes.some((prefix) => isUnder(path, prefix))) return null;
  // Re-encoded segment by segment: what goes upstream is exactly what was checked here.
  return { path: `/${segments.map(encodeURIComponent).join('/')}`, search };
}

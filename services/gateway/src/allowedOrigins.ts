// The browser origins whose pages may open the gateway's WebSocket. A browser sends cookies with a
// WebSocket handshake whatever page opens it and no CORS applies, so without this check a page of
// another origin on the same site could run operations as the signed-in user and read the answers.
// Allowed: the portal's own public origin(s) (PORTAL_PUBLIC_URL, comma-separated) and the origins
// listed in ALLOWED_ORIGINS. A handshake without Origin comes from no browser page (partners,
// tools) and is left to the bearer-token rules.
import { DEFAULT_PORTAL_PUBLIC_URL } from './auth/authConfig.js';

function originsOf(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}

export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return [...new Set([...originsOf(env.PORTAL_PUBLIC_URL || DEFAULT_PORTAL_PUBLIC_URL), ...originsOf(env.ALLOWED_ORIGINS)])];
}

/** Whether a handshake's Origin header may open a socket: absent (no browser page) or listed. */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  // 'null' (sandboxed frames, file:) and anything unparsable are no origin of ours.
  try {
    return allowed.includes(new URL(origin).origin);
  } catch {
    return false;
  }
}

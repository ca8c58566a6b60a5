import { signUserContext, type PortalUser } from '@portal/graph-kit/user-context';

/**
 * The signed user context sent to subgraphs as `x-portal-user` (graph-kit verifies it with the
 * shared USER_CONTEXT_SECRET). Logged out, or without a secret, there is no header and subgraphs
 * read the request as logged out. Client credentials (cookies, Authorization) are never
 * forwarded: this header is the only way a subgraph learns who the user is.
 */
export interface UserContextSource {
  user?: PortalUser | null;
}

// Signed once per request rather than once per subgraph call; a long-lived WebSocket context
// gets a fresh signature before the short-lived one expires.
const SIGNATURE_LIFETIME = '5m';
const REUSE_FOR_MS = 4 * 60 * 1000;
const signed = new WeakMap<object, { token: Promise<string>; until: number }>();

export function userContextHeader(context: UserContextSource, secret: string | undefined): Promise<string> | undefined {
  if (!context.user || !secret) return undefined;
  const cached = signed.get(context);
  if (cached && cached.until > Date.now()) return cached.token;
  const token = signUserContext(context.user, secret, SIGNATURE_LIFETIME);
  signed.set(context, { token, until: Date.now() + REUSE_FOR_MS });
  return token;
}

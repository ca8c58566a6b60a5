// Who a GraphQL request (HTTP or the WebSocket upgrade) is signed in as: the session behind its
// cookie, or null. Looked up on every request, so a logout takes effect at once.
import type { IncomingMessage } from 'node:http';
import type { PortalUser } from '@portal/graph-kit/user-context';
import { SESSION_COOKIE, readCookie } from './authCookies.js';
import type { SessionStore } from './sessionStore.js';

export type SessionUserResolver = (req: IncomingMessage) => Promise<PortalUser | null>;

export function sessionUserResolver(sessions: SessionStore): SessionUserResolver {
  return async (req) => (await sessions.get(readCookie(req, SESSION_COOKIE)))?.user ?? null;
}

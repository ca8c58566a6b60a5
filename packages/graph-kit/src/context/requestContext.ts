import type { Logger } from 'pino';

/** The signed-in user, as carried by the gateway's signed `x-portal-user` header. */
export interface PortalUser {
  id: string;
  email?: string;
  fullName?: string;
  userType?: string;
}

/** What every subgraph knows about a request before its own data sources are attached. */
export interface RequestContext {
  /** null = logged out (header absent, unsigned, expired or signed with another secret). */
  user: PortalUser | null;
  /** The visitor id from the portal_uid cookie, forwarded by the gateway; null unless a UUID. */
  unregisteredUserId: string | null;
  requestId: string;
  logger: Logger;
}

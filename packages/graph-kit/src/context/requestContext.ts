import type { Logger } from 'pino';
import type { PortalUser } from '@portal/domain/user-context';

export type { PortalUser } from '@portal/domain/user-context';

/** What every subgraph knows about a request before its own data sources are attached. */
export interface RequestContext {
  /** null = logged out (header absent, unsigned, expired or signed with another secret). */
  user: PortalUser | null;
  /**
   * The signed `x-portal-user` token that `user` was read from, as received (null with no user).
   * Forwarded unchanged to upstream, which verifies it itself and trusts nothing else.
   */
  userContextToken: string | null;
  /** The visitor id from the portal_uid cookie, forwarded by the gateway; null unless a UUID. */
  unregisteredUserId: string | null;
  /** The caller's address as the gateway saw it (x-portal-client-ip); absent when not sent or not an IP. */
  clientIp?: string | null;
  /**
   * The reprints and preview tokens the page sent (spec 1 §7: the `reprintsToken` and `preview_token`
   * headers, passed on by the gateway and by nothing else). Only the report by id forwards them to
   * research-service, which alone decides what they grant; absent when not sent.
   */
  reprintTokens?: SentReprintTokens;
  requestId: string;
  logger: Logger;
}

export interface SentReprintTokens {
  reprintsToken: string | null;
  previewToken: string | null;
}

// Who a GraphQL request over HTTP comes from: a partner's bearer token when it sends one (and
// then only that: a bad token is refused, never downgraded to the cookie), otherwise the
// browser's session.
import type { IncomingMessage } from 'node:http';
import type { PortalUser } from '@portal/graph-kit/user-context';
import type { Logger } from 'pino';
import { bearerTokenOf } from './accessToken.js';
import type { OidcRelyingParty } from './oidcClient.js';
import type { SessionUserResolver } from './sessionUser.js';

export type Caller = { user: PortalUser | null; partnerClientId?: string; rejected?: false } | { rejected: true };
export type CallerResolver = (req: IncomingMessage) => Promise<Caller>;

export function graphqlCaller(sessionUser: SessionUserResolver, relyingParty: OidcRelyingParty, logger: Logger): CallerResolver {
  return async (req) => {
    const token = bearerTokenOf(req.headers.authorization);
    if (token === undefined) return { user: await sessionUser(req) };
    if (token === null) return { rejected: true };
    try {
      const partner = await relyingParty.partnerOf(token);
      return partner ? { user: partner.user, partnerClientId: partner.clientId } : { rejected: true };
    } catch (error) {
      logger.error({ err: error }, 'could not verify a bearer token: the identity provider is unreachable');
      return { rejected: true };
    }
  };
}

import type { PortalUser } from '@portal/graph-kit/user-context';
import { CLIENT_IP_HEADER } from '@portal/graph-kit/client-ip';
import { PREVIEW_TOKEN_HEADER, REPRINTS_TOKEN_HEADER } from '@portal/domain';
import { currentRequestId, REQUEST_ID_HEADER } from './requestScope.js';
import { userContextHeader } from './userContext.js';
import type { SubgraphName } from './subgraphs.js';

/** What the gateway puts on the GraphQL context for each client request or socket. */
export interface VisitorContext {
  visitorId?: string;
  /** The signed-in user of the request's session cookie; null or absent when logged out. */
  user?: PortalUser | null;
  /** The partner client of a bearer token: its operations spend the partner's budget. */
  partnerClientId?: string;
  /** The caller's address (the socket's peer): anonymous operations spend its budget. */
  clientIp?: string;
  /** Set by ownGraphql.ts alone: the document is the gateway's own code (persistedDocuments.ts). */
  ownOperation?: true;
}

/**
 * The only client headers passed on as the client sent them (spec 1 §7: the page sends the report
 * URL's reprints and preview tokens as these headers), and only to content-graph, whose report by id
 * forwards them to research-service, which alone decides what they grant. Any other client header
 * (cookies, Authorization, a forged x-portal-user) stops here.
 */
export const PASSED_CLIENT_HEADERS: Readonly<Partial<Record<SubgraphName, readonly string[]>>> = {
  content: [REPRINTS_TOKEN_HEADER, PREVIEW_TOKEN_HEADER],
};

/** The passed client headers for `subgraphName`, bounded in length; the rest of the request's headers are ignored. */
export function passedClientHeaders(request: Pick<Request, 'headers'> | undefined, subgraphName: string): Record<string, string | undefined> {
  const names = PASSED_CLIENT_HEADERS[subgraphName as SubgraphName] ?? [];
  return Object.fromEntries(names.map((name) => [name, request?.headers.get(name)?.slice(0, 256) || undefined]));
}

/**
 * Headers every subgraph call carries (contract: "Headers between layers"). Only these reach the
 * subgraphs. x-request-id is the request scope's checked id (requestScope.ts), the one the runtime's
 * request-id plugin sends too; said here as well so that a subscription's socket params carry it.
 */
export async function subgraphHeaders(context: VisitorContext, userContextSecret: string | undefined): Promise<Record<string, string | undefined>> {
  return {
    [REQUEST_ID_HEADER]: currentRequestId(),
    'x-unregistered-user-id': context.visitorId,
    'x-portal-user': await userContextHeader(context, userContextSecret),
    // The browser's (or partner's) address, for the per-address limits below the gateway (a visitor's
    // contact form). Set here from the socket or a trusted proxy (clientAddress.ts), never from the client.
    [CLIENT_IP_HEADER]: context.clientIp,
  };
}

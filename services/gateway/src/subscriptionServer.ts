import type { IncomingMessage, Server } from 'node:http';
import { getGraphQLWSOptions } from '@graphql-hive/gateway-runtime';
import type { GraphQLError } from 'graphql';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { PortalUser } from '@portal/graph-kit/user-context';
import { isAllowedOrigin } from './allowedOrigins.js';
import { bearerTokenOf } from './auth/accessToken.js';
import type { SessionUserResolver } from './auth/sessionUser.js';
import type { PortalGatewayRuntime } from './runtime.js';
import { resolveVisitor } from './visitorId.js';
import { rememberCaller } from './persistedDocuments.js';
import type { ClientAddressOf } from './clientAddress.js';

/** Verifies a partner's access token: the user it acts as (null for none), or undefined when refused. */
export type PartnerTokenCheck = (token: string) => Promise<{ user: PortalUser | null; clientId?: string } | undefined>;

/** Browsers cannot set headers on a WebSocket: partners send the token in the connection_init payload. */
function authorizationOf(connectionParams: Readonly<Record<string, unknown>> | undefined, req: IncomingMessage): string | undefined {
  const fromParams = connectionParams?.authorization ?? connectionParams?.Authorization;
  return typeof fromParams === 'string' ? fromParams : req.headers.authorization;
}

/**
 * graphql-ws on the same port and path as HTTP GraphQL. The upgrade request stands in for the
 * HTTP request, so subgraphs get the same headers (visitor id, user, request id) either way. A
 * bearer token is checked once, when the connection opens, with the rules of HTTP: a bad one
 * closes the socket (4403), a good one is the caller for every operation, never the cookie.
 */
export function attachSubscriptionServer(
  server: Server,
  runtime: PortalGatewayRuntime,
  path: string,
  userOf: SessionUserResolver,
  checkPartnerToken?: PartnerTokenCheck,
  allowedOrigins: readonly string[] = [],
  clientAddressOf: ClientAddressOf = (req) => req.socket.remoteAddress ?? 'unknown',
): WebSocketServer {
  const wss = new WebSocketServer({
    server,
    path,
    // Refused at the handshake, before the socket opens: a page of another origin (see allowedOrigins.ts).
    verifyClient: ({ req }, done) => (isAllowedOrigin(req.headers.origin, allowedOrigins) ? done(true) : done(false, 403, 'Forbidden')),
  });
  const visitorIds = new WeakMap<IncomingMessage, string>();
  const partners = new WeakMap<IncomingMessage, { user: PortalUser | null; clientId?: string }>();
  wss.on('headers', (headers, req) => {
    const { visitorId, setCookie } = resolveVisitor(req);
    visitorIds.set(req, visitorId);
    if (setCookie) headers.push(`Set-Cookie: ${setCookie}`);
  });
  const options = getGraphQLWSOptions<Record<string, unknown>, Extra>(runtime, async (ctx) => {
    // The supergraph is loaded on an HTTP request's parse; an operation on a socket skips that
    // step, so the first one after a start would be validated against no schema at all.
    await runtime.getSchema();
    const partner = partners.get(ctx.extra.request);
    const request = toFetchRequest(ctx.extra.request, runtime);
    const caller = {
      visitorId: visitorIds.get(ctx.extra.request),
      // The session is looked up per operation, so an operation started after a logout runs logged out.
      user: partner ? partner.user : await userOf(ctx.extra.request),
      // Whose budget the socket's operations spend (limits/useRateLimit.ts).
      partnerClientId: partner?.clientId,
      clientIp: clientAddressOf(ctx.extra.request),
    };
    // Whether the operation may be a document of the caller's own (persistedDocuments.ts).
    rememberCaller(request, caller);
    return { req: ctx.extra.request, socket: ctx.extra.socket, request, ...caller };
  });
  // The runtime gives both; its type leaves them optional.
  const { execute, subscribe } = options as Required<Pick<typeof options, 'execute' | 'subscribe'>>;
  useServer(
    {
      ...options,
      execute: (args) => refusalAsResult(() => execute(args)),
      subscribe: (args) => refusalAsResult(() => subscribe(args)),
      async onConnect(ctx) {
        const token = bearerTokenOf(authorizationOf(ctx.connectionParams, ctx.extra.request));
        if (token === undefined) return true;
        if (token === null || !checkPartnerToken) return false;
        const partner = await checkPartnerToken(token);
        if (!partner) return false;
        partners.set(ctx.extra.request, partner);
        return true;
      },
    },
    wss,
  );
  return wss;
}

/**
 * A GraphQL error the runtime throws before running the operation (a document refused by
 * persistedDocuments.ts) is the caller's answer, as over HTTP, not an internal error that closes
 * the socket (4500).
 */
async function refusalAsResult<T>(run: () => T | Promise<T>): Promise<T | { errors: GraphQLError[] }> {
  try {
    // Thrown at once or rejected later, depending on the runtime's hooks.
    return await run();
  } catch (error) {
    // By name: the runtime's GraphQLError may come from another copy of graphql than ours.
    if (error instanceof Error && error.name === 'GraphQLError') return { errors: [error as GraphQLError] };
    throw error;
  }
}

function toFetchRequest(req: IncomingMessage, runtime: PortalGatewayRuntime): Request {
  const headers = new runtime.fetchAPI.Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new runtime.fetchAPI.Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { headers });
}

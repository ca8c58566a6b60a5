import type { IncomingMessage, Server } from 'node:http';
import { getGraphQLWSOptions } from '@graphql-hive/gateway-runtime';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { SessionUserResolver } from './auth/sessionUser.js';
import type { PortalGatewayRuntime } from './runtime.js';
import { resolveVisitor } from './visitorId.js';

/**
 * graphql-ws on the same port and path as HTTP GraphQL. The upgrade request stands in for the
 * HTTP request, so subgraphs get the same headers (visitor id, user, request id) either way.
 */
export function attachSubscriptionServer(server: Server, runtime: PortalGatewayRuntime, path: string, userOf: SessionUserResolver): WebSocketServer {
  const wss = new WebSocketServer({ server, path });
  const visitorIds = new WeakMap<IncomingMessage, string>();
  wss.on('headers', (headers, req) => {
    const { visitorId, setCookie } = resolveVisitor(req);
    visitorIds.set(req, visitorId);
    if (setCookie) headers.push(`Set-Cookie: ${setCookie}`);
  });
  useServer(
    // The session is looked up per operation, so an operation started after a logout runs logged out.
    getGraphQLWSOptions<Record<string, unknown>, Extra>(runtime, async (ctx) => ({
      req: ctx.extra.request,
      socket: ctx.extra.socket,
      request: toFetchRequest(ctx.extra.request, runtime),
      visitorId: visitorIds.get(ctx.extra.request),
      user: await userOf(ctx.extra.request),
    })),
    wss,
  );
  return wss;
}

function toFetchRequest(req: IncomingMessage, runtime: PortalGatewayRuntime): Request {
  const headers = new runtime.fetchAPI.Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new runtime.fetchAPI.Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { headers });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PortalCache } from '@portal/graph-kit/cache';
import { DEFAULT_LOAD_SHEDDING, loadShedding, type LoadSheddingOptions } from '@portal/graph-kit/load-shedding';
import express from 'express';
import type { Cache as ResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { Logger } from 'pino';
import type { AuthConfig } from './auth/authConfig.js';
import { authRoutes } from './auth/authRoutes.js';
import { loginRequiredRoutes } from './auth/loginRequired.js';
import { initiativeDownloadRoutes } from './initiativeDownload.js';
import { webinarFilesRoutes } from './webinarFiles.js';
import { reportDownloadRoutes } from './reportDownloads.js';
import { paymentWebhookRoutes } from './paymentWebhook.js';
import { passwordlessRoutes } from './auth/passwordlessRoutes.js';
import { visitorCartMerge } from './auth/visitorCartMerge.js';
import { graphqlCaller, type CallerResolver } from './auth/graphqlCaller.js';
import { OidcRelyingParty } from './auth/oidcClient.js';
import { PROVIDER_PATH, providerProxy } from './auth/providerProxy.js';
import { SessionStore } from './auth/sessionStore.js';
import { sessionUserResolver, type SessionUserResolver } from './auth/sessionUser.js';
import { imageProxy } from './imageProxy.js';
import { errorResponses } from './errorResponses.js';
import { clientAddressFromEnv, type ClientAddressOf } from './clientAddress.js';
import { createLogger } from './logger.js';
import { assignRequestId } from './requestScope.js';
import { observeRequests, serveMetrics } from '@portal/graph-kit/observability';
import { Registry } from 'prom-client';
import type { CostRateLimiter } from './limits/costRateLimiter.js';
import { createPortalRuntime } from './runtime.js';
import { securityHeaders } from './securityHeaders.js';
import { responseCompression } from './responseCompression.js';
import { attachSubscriptionServer } from './subscriptionServer.js';
import { defaultUpstreamUrl } from './upstream.js';
import { visitorIdOf } from './visitorId.js';
import { builtFilesFirst, notFound, webAppRouter } from './webApp.js';
import { serverRenderer, type ServerRenderer, type ServerRenderingOptions } from './serverRendering.js';
import { featureFlagSource } from './featureFlagSource.js';
import { ownGraphql } from './ownGraphql.js';
import { DEFAULT_ASSETS_ROOT_URL, redirectsRouter } from './redirects.js';
import { robotsTxt } from './robotsTxt.js';

export interface GatewayServerOptions {
  supergraphPath: string;
  /** Subgraph name -> GraphQL URL, overriding the URLs composed into the supergraph. */
  subgraphUrls: Record<string, string>;
  /** Base URL of upstream: only /images/* (the CMS's public images) and /oidc/* (the built-in provider) are proxied there. */
  upstreamUrl?: string;
  /** Folder of the built web app (index.html and assets/). */
  webDist: string;
  /** The web app's server bundle (web/dist-server/renderPage.js): pages are rendered on the server. Absent: the browser renders them. */
  serverRenderEntry?: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  logger?: Logger;
  /** Sign-in (/login, /logged-in, /logout) and sessions kept in `sessionCache`; absent: everyone is logged out. */
  auth?: { config: AuthConfig; sessionCache: PortalCache['cache'] };
  /** The configured assets root (ASSETS_ROOT_URL) for the redirects of spec 1 §2. */
  assetsRootUrl?: string;
  /** Browser origins that may open the WebSocket (allowedOrigins.ts); by default the portal's public origin. */
  allowedOrigins?: readonly string[];
  /** Budgets by cost per caller (limits/costRateLimiter.ts); absent: no rate limit. */
  rateLimiter?: CostRateLimiter;
  /** When to answer 503 instead of taking more work. */
  loadShedding?: LoadSheddingOptions;
  /** Whose request it is, for per-IP limits (TRUST_PROXY; clientAddress.ts); by default the socket's peer. */
  clientAddressOf?: ClientAddressOf;
  /** The response cache's store (responseCache/responseCacheStore.ts); absent: no response cache. */
  responseCache?: ResponseCache;
}

export interface GatewayServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

const graphqlPath = '/graphql';

// RFC 6750: a bad token is a 401 with WWW-Authenticate, in the GraphQL error shape of the contract.
function rejectBearerToken(res: express.Response): void {
  res
    .status(401)
    .set({ 'WWW-Authenticate': 'Bearer error="invalid_token"', 'Cache-Control': 'no-store' })
    .json({ errors: [{ message: 'Invalid or expired access token', extensions: { code: 'UNAUTHENTICATED', status: 401, error: 'Unauthorized' } }] });
}

/** Starts the gateway: GraphQL over HTTP and graphql-ws, the explorer, the web app and /healthz on one port. */
export async function createGatewayServer(options: GatewayServerOptions): Promise<GatewayServer> {
  const logger = options.logger ?? createLogger();
  const host = options.host ?? '127.0.0.1';
  const operationMetrics = new Registry();
  const runtime = createPortalRuntime({
    supergraphSdl: readFileSync(options.supergraphPath, 'utf8'),
    subgraphUrls: options.subgraphUrls,
    logger,
    userContextSecret: options.auth?.config.userContextSecret,
    rateLimiter: options.rateLimiter,
    operationMetrics,
    responseCache: options.responseCache,
  });
  if (options.auth && !options.auth.config.userContextSecret) {
    logger.warn('USER_CONTEXT_SECRET is not set: users can sign in but subgraphs will see them as logged out');
  }
  const sessions = options.auth ? new SessionStore(options.auth.sessionCache) : undefined;
  const relyingParty = options.auth ? new OidcRelyingParty(options.auth.config) : undefined;
  const userOf: SessionUserResolver = sessions ? sessionUserResolver(sessions) : async () => null;
  const callerOf: CallerResolver = relyingParty ? graphqlCaller(userOf, relyingParty, logger) : async () => ({ user: null });

  const clientAddressOf = options.clientAddressOf ?? clientAddressFromEnv({});
  const app = express();
  app.disable('x-powered-by');
  app.use(assignRequestId, securityHeaders({ explorerPath: graphqlPath }));
  // GraphQL answers and the web app's pages and files; not what the gateway streams through from
  // elsewhere (images, downloads, the identity provider), which a compressor would hold back.
  const compress = responseCompression();
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  // The public port: in production only for a scraper with METRICS_TOKEN (domain's metricsReadable).
  app.get('/metrics', serveMetrics(process.env, [operationMetrics]));
  app.use(observeRequests);
  app.get('/robots.txt', robotsTxt);
  // The web app's files before the shedder: they cost a file read, and a 503 for a bundle left the
  // app unable to start under load (issue #14); pages, GraphQL and the rest are shed.
  app.use(builtFilesFirst(options.webDist, compress));
  const shedder = loadShedding(options.loadShedding ?? DEFAULT_LOAD_SHEDDING);
  app.use(shedder.middleware);
  if (options.auth && sessions && relyingParty) {
    // Upstream's built-in provider on the portal's origin; unused when OIDC_ISSUER is elsewhere.
    app.use(PROVIDER_PATH, providerProxy({ upstreamUrl: options.upstreamUrl ?? defaultUpstreamUrl, publicOrigin: options.auth.config.publicOrigin, logger, clientAddressOf }));
    const afterSignIn = visitorCartMerge(ownGraphql(runtime), logger);
    app.use(authRoutes({ config: options.auth.config, relyingParty, sessions, logger, afterSignIn }));
    app.use(passwordlessRoutes({ graphql: ownGraphql(runtime), sessions, logger, clientAddressOf, afterSignIn }));
    app.use(loginRequiredRoutes(sessions));
  }
  app.use(graphqlPath, compress, async (req, res) => {
    const caller = await callerOf(req);
    if (caller.rejected) return rejectBearerToken(res);
    const visitorId = visitorIdOf(req, res, caller.user !== null);
    // The third argument becomes part of the GraphQL context (see subgraphHeaders).
    return runtime(req, res, { visitorId, user: caller.user, partnerClientId: caller.partnerClientId, clientIp: clientAddressOf(req) });
  });
  // The payment processor's signed events, to commerce-graph (paymentWebhook.ts): no session, no CSRF check.
  app.use(paymentWebhookRoutes({ graphql: ownGraphql(runtime), logger, clientAddressOf }));
  // An initiative's dashboard file, from account-graph (initiativeDownload.ts); before the web app's fallback.
  app.use(initiativeDownloadRoutes({ graphql: ownGraphql(runtime), userOf, logger, clientAddressOf }));
  // A webinar's downloads, recording and captions, from content-graph (webinarFiles.ts); before the web app's fallback too.
  app.use(webinarFilesRoutes({ graphql: ownGraphql(runtime), userOf, logger, clientAddressOf }));
  // A report's personalised PDF and watermarked figures, from content-graph (reportDownloads.ts).
  app.use(reportDownloadRoutes({ graphql: ownGraphql(runtime), userOf, logger, clientAddressOf }));
  // Before the web app, whose page fallback would otherwise answer an image request from a browser.
  app.use('/images', imageProxy({ upstreamUrl: options.upstreamUrl ?? defaultUpstreamUrl, logger }));
  app.use(redirectsRouter(featureFlagSource({ graphql: ownGraphql(runtime), logger }), { assetsRootUrl: options.assetsRootUrl ?? DEFAULT_ASSETS_ROOT_URL }));
  const renderer = options.serverRenderEntry ? loadServerRenderer(options, { runtime, userOf, clientAddressOf, logger }) : undefined;
  app.use(compress, webAppRouter(options.webDist, logger, renderer, async (req) => (await userOf(req)) !== null));
  app.use(notFound);
  app.use(errorResponses(logger));

  const server = createServer(app);
  const checkPartnerToken = relyingParty
    ? async (token: string) => {
        try {
          return (await relyingParty.partnerOf(token)) ?? undefined;
        } catch (error) {
          logger.error({ err: error }, 'could not verify a bearer token: the identity provider is unreachable');
          return undefined;
        }
      }
    : undefined;
  const allowedOrigins = options.allowedOrigins ?? (options.auth ? [options.auth.config.publicOrigin] : []);
  const wss = attachSubscriptionServer(server, runtime, graphqlPath, userOf, checkPartnerToken, allowedOrigins, clientAddressOf);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  logger.info(`listening on ${url}`);

  return {
    url,
    port,
    server,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.dispose();
      shedder.stop();
    },
  };
}

/** The server renderer, or null (logged) when its bundle cannot be loaded: pages then render in the browser. */
async function loadServerRenderer(
  options: GatewayServerOptions,
  parts: Pick<ServerRenderingOptions, 'runtime' | 'userOf' | 'clientAddressOf' | 'logger'>,
): Promise<ServerRenderer | null> {
  try {
    return await serverRenderer({ ...parts, entry: options.serverRenderEntry!, indexHtml: path.join(options.webDist, 'index.html'), publicOrigin: options.auth?.config.publicOrigin });
  } catch (error) {
    parts.logger.error({ err: error }, 'the server render bundle could not be loaded: pages render in the browser');
    return null;
  }
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { contextFromHeaders, type HeaderBag } from '../context/contextFromHeaders.js';
import type { RequestContext } from '../context/requestContext.js';
import { createLogger } from '../logger.js';
import { jsonErrors } from './jsonErrors.js';
import { DEFAULT_LOAD_SHEDDING, loadShedding, type LoadSheddingOptions } from './loadShedding.js';
import { observeRequests, serveMetrics } from '../observability/metrics.js';
import { operationMetricsPlugin } from '../observability/operationMetrics.js';
import { requestScope } from '../observability/requestScope.js';

export interface StartSubgraphOptions<TContext extends RequestContext> {
  name: string;
  schema: GraphQLSchema;
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** Adds the subgraph's per-request data sources and loaders to the base context. */
  contextFactory: (base: RequestContext) => TContext | Promise<TContext>;
  logger?: Logger;
  /** Defaults to process.env.USER_CONTEXT_SECRET; without one every request is logged out. */
  userContextSecret?: string;
  /** Closed after the servers stop (caches, pools). */
  onStop?: () => Promise<void>;
  /** Exit the process on SIGTERM/SIGINT after a graceful stop (off in tests). */
  handleSignals?: boolean;
  /** When to answer 503 instead of taking more work. */
  loadShedding?: LoadSheddingOptions;
}

export interface RunningSubgraph {
  url: string;
  port: number;
  stop(): Promise<void>;
}

// Longer than any proxy's idle timeout in front of us, so the gateway's pooled connections are
// closed by the gateway and never half-closed under it.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export const GRAPHQL_PATH = '/graphql';

/** Apollo Server on Express 5 at /graphql (HTTP and graphql-ws), /healthz, graceful shutdown. */
export async function startSubgraph<TContext extends RequestContext>(
  options: StartSubgraphOptions<TContext>,
): Promise<RunningSubgraph> {
  const logger = options.logger ?? createLogger(options.name);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const userContextSecret = options.userContextSecret ?? process.env.USER_CONTEXT_SECRET;
  if (!userContextSecret) logger.warn('USER_CONTEXT_SECRET is not set: every request is treated as logged out');

  const buildContext = async (headers: HeaderBag): Promise<TContext> =>
    options.contextFactory(await contextFromHeaders(headers, { userContextSecret, logger }));

  const app = express();
  const httpServer = createServer(app);
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;

  const wsServer = new WebSocketServer({ server: httpServer, path: GRAPHQL_PATH });
  const wsCleanup = useServer(
    { schema: options.schema, context: (ctx) => buildContext(socketHeaders(ctx.extra.request.headers, ctx.connectionParams)) },
    wsServer,
  );

  const apollo = new ApolloServer<TContext>({
    schema: options.schema,
    includeStacktraceInErrorResponses: false,
    // Signals are handled below, so the cache and breaker close too and the exit code is ours.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Federated tracing (ftv1) is for Apollo Studio, which this gateway does not report to.
      ApolloServerPluginInlineTraceDisabled(),
      operationMetricsPlugin(),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
    ],
  });
  await apollo.start();

  // The request's id (the gateway's x-request-id, checked) on every log line of the request.
  app.use(requestScope);
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  // Before load shedding: a scraper must see a process that is shedding.
  app.get('/metrics', serveMetrics());
  app.use(observeRequests);
  const shedder = loadShedding(options.loadShedding ?? DEFAULT_LOAD_SHEDDING);
  app.use(shedder.middleware);
  app.use(
    GRAPHQL_PATH,
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req }) => buildContext(req.headers) }),
  );
  app.use(jsonErrors(logger));

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  logger.info(`listening on ${url}`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await apollo.stop();
      shedder.stop();
      await closeServer(httpServer);
      await options.onStop?.();
      logger.info('stopped');
    })();
    return stopping;
  };

  if (options.handleSignals ?? true) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        logger.info({ signal }, 'shutting down');
        stop().then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  }

  return { url, port, stop };
}

/**
 * The gateway's socket transport cannot set headers per operation; it sends the headers of the
 * subscription's caller as the connection's params (gateway subgraphSocket.ts), which stand in for
 * the upgrade request's. The user context among them is signed, so params can claim no one.
 */
export function socketHeaders(headers: HeaderBag, connectionParams: Readonly<Record<string, unknown>> | undefined): HeaderBag {
  const merged: Record<string, string | string[] | undefined> = { ...headers };
  for (const [name, value] of Object.entries(connectionParams ?? {})) {
    if (typeof value === 'string') merged[name.toLowerCase()] = value;
  }
  return merged;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

// The gateway process: sessions, the edge's limits, the response cache and the web app in front of
// the subgraphs. Its entry (main.ts) has refused a production start on development-only settings
// already.
import path from 'node:path';
import { createCache, DEFAULT_REDIS_PREFIX } from '@portal/graph-kit/cache';
import { allowedOriginsFromEnv } from './allowedOrigins.js';
import { clientAddressFromEnv } from './clientAddress.js';
import { loadSheddingFromEnv } from '@portal/graph-kit/load-shedding';
import { collectProcessMetrics } from '@portal/graph-kit/observability';
import { authConfigFromEnv } from './auth/authConfig.js';
import { costRateLimiterFromEnv } from './limits/costRateLimiter.js';
import { createLogger } from './logger.js';
import { defaultServerRenderEntry, defaultSupergraphPath, defaultWebDist, repoRoot } from './paths.js';
import { createGatewayServer } from './server.js';
import { subgraphUrlsFromEnv } from './subgraphs.js';
import { upstreamUrlFromEnv } from './upstream.js';
import { assetsRootUrlFromEnv } from './redirects.js';
import { responseCacheStoreFromEnv } from './responseCache/responseCacheStore.js';

/** How long a session read may wait for Redis before the reader counts as signed out. */
const SESSION_READ_TIMEOUT_MS = 2000;

const logger = createLogger();
collectProcessMetrics();
const upstreamUrl = upstreamUrlFromEnv();
// Sessions live in Redis when REDIS_URL is set (shared by every gateway instance), else in memory.
// A session is not a cache: a read that misses signs the reader out, so it waits longer than a
// cache's 150 ms, which a gateway busy rendering a page can spend before it reads the reply (a
// signed-in reader was sent to sign in under load). Redis away still fails at once.
const sessionCache = createCache(
  { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? DEFAULT_REDIS_PREFIX}gateway:` },
  logger,
  { commandTimeoutMs: SESSION_READ_TIMEOUT_MS },
);
await sessionCache.ready();
// Budgets by cost, shared by every gateway instance through the same Redis.
const rateLimit = costRateLimiterFromEnv(process.env, DEFAULT_REDIS_PREFIX, logger);
// GraphQL answers cached in Redis too (shared, invalidated once for every instance), else in memory.
const responseCache = responseCacheStoreFromEnv(process.env, DEFAULT_REDIS_PREFIX, logger);

const gateway = await createGatewayServer({
  supergraphPath: process.env.SUPERGRAPH_PATH ? path.resolve(repoRoot, process.env.SUPERGRAPH_PATH) : defaultSupergraphPath,
  subgraphUrls: subgraphUrlsFromEnv(repoRoot),
  // The CMS's public images are proxied from here (GET /images/*).
  upstreamUrl,
  assetsRootUrl: assetsRootUrlFromEnv(),
  // Relative to the repository root (the contract's default is `web/dist`), wherever this starts from.
  webDist: process.env.WEB_DIST ? path.resolve(repoRoot, process.env.WEB_DIST) : defaultWebDist,
  // SERVER_RENDER=off leaves every page to the browser (the app shell), e.g. to compare them.
  serverRenderEntry: process.env.SERVER_RENDER === 'off' ? undefined : defaultServerRenderEntry,
  port: Number(process.env.PORT || 4000),
  host: process.env.HOST || '127.0.0.1',
  logger,
  auth: { config: authConfigFromEnv(process.env), sessionCache: sessionCache.cache },
  allowedOrigins: allowedOriginsFromEnv(process.env),
  clientAddressOf: clientAddressFromEnv(process.env),
  rateLimiter: rateLimit.limiter,
  loadShedding: loadSheddingFromEnv(process.env),
  responseCache: responseCache.cache,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().then(async () => { rateLimit.close(); responseCache.close(); await sessionCache.close(); }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

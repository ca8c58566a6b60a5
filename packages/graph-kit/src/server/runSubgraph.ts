import type { GraphQLSchema } from 'graphql';
import { subscribeToContentChanges } from '../cache/contentChanges.js';
import { createCache, DEFAULT_REDIS_PREFIX } from '../cache/createCache.js';
import type { RequestContext } from '../context/requestContext.js';
import { createLogger } from '../logger.js';
import { CountedKeyValueCache } from '../observability/countedCache.js';
import { collectProcessMetrics } from '../observability/metrics.js';
import { createRestTransport, type RestTransport } from '../rest/restTransport.js';
import { loadSheddingFromEnv } from './loadShedding.js';
import { startSubgraph, type RunningSubgraph } from './startSubgraph.js';

export const DEFAULT_UPSTREAM_URL = 'http://127.0.0.1:4100';

export interface RunSubgraphOptions<TContext extends RequestContext> {
  name: string;
  defaultPort: number;
  build: () => Promise<{ schema: GraphQLSchema }>;
  contextFactory: (base: RequestContext, transport: RestTransport) => TContext;
  env?: NodeJS.ProcessEnv;
}

/**
 * A subgraph process's main: environment (PORT, UPSTREAM_URL, REDIS_URL, REDIS_PREFIX, LOG_LEVEL,
 * USER_CONTEXT_SECRET, REST_TIMEOUT_MS, LOAD_SHED_*), cache, REST transport, schema, server. The
 * process's entry (each subgraph's main.ts) has refused an unsafe production start before loading
 * this (exitIfProductionRefuses with SUBGRAPH_PRODUCTION_SETTINGS).
 */
export async function runSubgraph<TContext extends RequestContext>(
  options: RunSubgraphOptions<TContext>,
): Promise<RunningSubgraph> {
  const env = options.env ?? process.env;
  const logger = createLogger(options.name, env.LOG_LEVEL ?? 'info');
  collectProcessMetrics();
  const portalCache = createCache(env, logger);
  const transport = createRestTransport({
    baseUrl: env.UPSTREAM_URL ?? DEFAULT_UPSTREAM_URL,
    // Lookups counted for the hit rate on /metrics (portal_rest_cache_lookups_total).
    cache: new CountedKeyValueCache(portalCache.cache),
    versions: portalCache.versions,
    logger,
    timeoutMs: env.REST_TIMEOUT_MS ? Number(env.REST_TIMEOUT_MS) : undefined,
  });
  // Content changed upstream: its cached REST answers are not read again (cache/contentVersions.ts).
  const unsubscribe = subscribeToContentChanges(env, DEFAULT_REDIS_PREFIX, logger, (notice) => portalCache.versions.bump(notice));
  const [{ schema }, cacheReady] = await Promise.all([options.build(), portalCache.ready()]);
  if (!cacheReady) logger.warn('Redis is not reachable: serving without a cache until it is');
  logger.info({ cache: portalCache.kind, upstream: transport.baseUrl }, 'starting');
  return startSubgraph({
    name: options.name,
    schema,
    port: Number(env.PORT ?? options.defaultPort),
    logger,
    userContextSecret: env.USER_CONTEXT_SECRET,
    contextFactory: (base) => options.contextFactory(base, transport),
    onStop: async () => {
      unsubscribe();
      await portalCache.close();
    },
    loadShedding: loadSheddingFromEnv(env),
  });
}

// Where the gateway keeps cached responses: Redis when REDIS_URL is set (shared by every gateway
// instance, so one invalidation reaches them all), else this process's memory. A Redis failure is a
// miss or a skipped write, never a failed request (integration/redis-outage.test.ts).
import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { failFastRedis } from '@portal/graph-kit/cache';
import type { Logger } from 'pino';
import { invalidateOnContentChanges } from './contentInvalidation.js';
import { createRedisResponseCache } from './redisResponseCache.js';

/**
 * In memory there is no change feed (upstream announces changes on Redis): an answer is kept this
 * long at most, so an editor's change shows within it.
 */
export const MEMORY_MAX_TTL_MS = 30_000;

export interface ResponseCacheStore {
  cache: Cache;
  kind: 'redis' | 'memory';
  close(): void;
}

/** Our store from the environment (REDIS_URL, REDIS_PREFIX). */
export function responseCacheStoreFromEnv(env: NodeJS.ProcessEnv, defaultPrefix: string, logger: Logger): ResponseCacheStore {
  if (!env.REDIS_URL) return { cache: withMaxTtl(createInMemoryCache({ max: 5000 }), MEMORY_MAX_TTL_MS), kind: 'memory', close: () => {} };
  // A cache slower than 150 ms is worse than none: the subgraphs answer within tens of ms.
  const redis = failFastRedis(env.REDIS_URL, { keyPrefix: `${env.REDIS_PREFIX ?? defaultPrefix}gateway:responses:`, commandTimeout: 150, what: 'response cache' }, logger);
  const cache = failingAsMiss(createRedisResponseCache(redis), logger);
  const unsubscribe = invalidateOnContentChanges(cache, env, defaultPrefix, logger);
  return {
    cache,
    kind: 'redis',
    close: () => {
      unsubscribe();
      redis.disconnect();
    },
  };
}

/** `cache` whose failures are misses (get) or skipped writes (set, invalidate), logged. */
export function failingAsMiss(cache: Cache, logger: Logger): Cache {
  const attempt = async <T>(what: string, run: () => T | Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      logger.debug({ err: error }, `response cache ${what} failed; served without the cache`);
      return otherwise;
    }
  };
  return {
    get: (id) => attempt('get', () => cache.get(id), undefined),
    set: (id, data, entities, ttl) => attempt('set', () => cache.set(id, data, entities, ttl), undefined),
    invalidate: (entities) => attempt('invalidate', () => cache.invalidate(entities), undefined),
  };
}

/** `cache` keeping nothing longer than `maxTtlMs`. */
export function withMaxTtl(cache: Cache, maxTtlMs: number): Cache {
  return { get: (id) => cache.get(id), set: (id, data, entities, ttl) => cache.set(id, data, entities, Math.min(ttl, maxTtlMs)), invalidate: (entities) => cache.invalidate(entities) };
}

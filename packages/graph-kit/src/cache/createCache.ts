import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import { failFastRedis } from './failFastRedis.js';
import { redisContentVersions, unversionedContent, type ContentVersions } from './contentVersions.js';
import { RedisKeyValueCache } from './redisKeyValueCache.js';

export interface PortalCache {
  cache: KeyValueCache<string>;
  /** 'redis' or 'memory', for the start-up log. */
  kind: 'redis' | 'memory';
  /** The per-id content versions in the cache keys (constant without Redis: no change feed). */
  versions: ContentVersions;
  /**
   * Resolves true once the cache can answer, false if Redis is not there within the connect
   * timeout. Commands before that are misses (no offline queue), so a process waits for this
   * before taking traffic.
   */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export interface CacheEnv {
  REDIS_URL?: string;
  REDIS_PREFIX?: string;
}

export { failFastRedis, type FailFastRedisOptions } from './failFastRedis.js';

export const DEFAULT_REDIS_PREFIX = 'portal:';
// A cache that answers slower than this is worse than none: the origin is a few ms away.
const REDIS_COMMAND_TIMEOUT_MS = 150;
const REDIS_CONNECT_TIMEOUT_MS = 500;

export interface CacheOptions {
  /**
   * How long a command may take before it counts as a miss (default 150 ms, for a cache). The
   * timer runs on the event loop, so a process busy for longer (a page rendered on the server)
   * sees a reply that has arrived as a timeout: what must not miss needs more.
   */
  commandTimeoutMs?: number;
}

/** Redis when REDIS_URL is set, else an in-process LRU. A dead Redis means misses, not errors. */
export function createCache(env: CacheEnv, logger: Logger, options: CacheOptions = {}): PortalCache {
  if (!env.REDIS_URL) {
    return {
      cache: new InMemoryLRUCache<string>(),
      kind: 'memory',
      versions: unversionedContent,
      ready: async () => true,
      close: async () => {},
    };
  }
  const redis = failFastRedis(
    env.REDIS_URL,
    { keyPrefix: env.REDIS_PREFIX ?? DEFAULT_REDIS_PREFIX, connectTimeout: REDIS_CONNECT_TIMEOUT_MS, commandTimeout: options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS, what: 'cache' },
    logger,
  );
  return {
    cache: new RedisKeyValueCache(redis, logger),
    kind: 'redis',
    versions: redisContentVersions(redis, logger),
    ready: () => waitUntilReady(redis),
    close: async () => {
      redis.disconnect();
    },
  };
}

function waitUntilReady(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), REDIS_CONNECT_TIMEOUT_MS);
    redis.once('ready', onReady);
  });
}

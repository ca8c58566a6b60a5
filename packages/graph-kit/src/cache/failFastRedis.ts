// A Redis connection for caches and budgets, used by the subgraphs' REST cache and the gateway's
// rate limiter and response cache: a command fails at once while Redis is away (its caller then
// answers without it) and the connection keeps coming back in the background.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface FailFastRedisOptions {
  commandTimeout: number;
  connectTimeout?: number;
  keyPrefix?: string;
  /** Names the connection in its error log lines. */
  what: string;
}

export function failFastRedis(url: string, options: FailFastRedisOptions, logger: Logger): Redis {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    connectTimeout: options.connectTimeout ?? 2000,
    commandTimeout: options.commandTimeout,
    // Fail at once while disconnected instead of queueing behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Without a listener ioredis reports connection errors as unhandled 'error' events.
  redis.on('error', (error) => logger.debug({ err: error }, `${options.what} redis error`));
  return redis;
}

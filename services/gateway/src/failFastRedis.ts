// The gateway's Redis connections for caches and budgets: a command fails at once while Redis is
// away (its caller then answers without it) and the connection keeps coming back in the background.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export function failFastRedis(url: string, options: { commandTimeout: number; keyPrefix?: string; what: string }, logger: Logger): Redis {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    connectTimeout: 2000,
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

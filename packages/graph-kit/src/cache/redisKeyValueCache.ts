import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A KeyValueCache on Redis in which every Redis failure is a miss: the portal must keep serving
 * (from the origin) when Redis is slow or gone, so nothing here throws.
 */
export class RedisKeyValueCache implements KeyValueCache<string> {
  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(key)) ?? undefined;
    } catch (error) {
      this.logger.debug({ err: error, key }, 'cache get failed; treated as a miss');
      return undefined;
    }
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    try {
      const ttl = options?.ttl;
      if (typeof ttl === 'number' && ttl > 0) {
        await this.redis.set(key, value, 'PX', Math.ceil(ttl * 1000));
      } else {
        await this.redis.set(key, value);
      }
    } catch (error) {
      this.logger.debug({ err: error, key }, 'cache set failed; ignored');
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      return (await this.redis.del(key)) > 0;
    } catch (error) {
      this.logger.debug({ err: error, key }, 'cache delete failed; ignored');
      return false;
    }
  }
}

import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { restCacheLookups } from './metrics.js';

/** The REST response cache with each lookup counted as a hit or a miss (the hit rate on /metrics). */
export class CountedKeyValueCache implements KeyValueCache<string> {
  constructor(private readonly inner: KeyValueCache<string>) {}

  async get(key: string): Promise<string | undefined> {
    const value = await this.inner.get(key);
    restCacheLookups.inc({ result: value === undefined ? 'miss' : 'hit' });
    return value;
  }

  set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    return this.inner.set(key, value, options);
  }

  delete(key: string): Promise<boolean | void> {
    return this.inner.delete(key);
  }
}

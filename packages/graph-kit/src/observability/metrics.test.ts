import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { describe, expect, it } from 'vitest';
import { createLoader } from '../loaders/batchByIds.js';
import { CountedKeyValueCache } from './countedCache.js';
import { dataLoaderBatchSize, restCacheLookups } from './metrics.js';

async function counterValue(result: 'hit' | 'miss'): Promise<number> {
  return (await restCacheLookups.get()).values.find((value) => value.labels.result === result)?.value ?? 0;
}

async function batchSizes(): Promise<{ count: number; sum: number }> {
  const values = (await dataLoaderBatchSize.get()).values;
  return {
    count: values.find((value) => value.metricName === 'portal_dataloader_batch_size_count')?.value ?? 0,
    sum: values.find((value) => value.metricName === 'portal_dataloader_batch_size_sum')?.value ?? 0,
  };
}

describe('REST cache lookups', () => {
  it('count a hit for a stored key and a miss for any other', async () => {
    const [hits, misses] = [await counterValue('hit'), await counterValue('miss')];
    const cache = new CountedKeyValueCache(new InMemoryLRUCache<string>());
    await cache.set('a', '1');
    expect(await cache.get('a')).toBe('1');
    expect(await cache.get('b')).toBeUndefined();
    expect(await counterValue('hit')).toBe(hits + 1);
    expect(await counterValue('miss')).toBe(misses + 1);
  });
});

describe('DataLoader batch sizes', () => {
  it('are observed once per batch with its number of keys', async () => {
    const before = await batchSizes();
    const loader = createLoader(async (keys: readonly string[]) => keys.map((key) => key.toUpperCase()));
    expect(await Promise.all(['a', 'b', 'c'].map((key) => loader.load(key)))).toEqual(['A', 'B', 'C']);
    expect(await batchSizes()).toEqual({ count: before.count + 1, sum: before.sum + 3 });
  });
});

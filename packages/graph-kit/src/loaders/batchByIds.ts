import DataLoader from 'dataloader';
import { dataLoaderBatchSize } from '../observability/metrics.js';

/**
 * A DataLoader batch function over a batch endpoint that returns the items it found in any order
 * (ids unknown or not readable are left out): results come back in key order, null where missing.
 */
export function batchByIds<K, V>(
  fetchMany: (ids: readonly K[]) => Promise<readonly V[]>,
  keyOf: (item: V) => K,
): DataLoader.BatchLoadFn<K, V | null> {
  return async (ids) => {
    const items = await fetchMany(ids);
    const byId = new Map<K, V>();
    for (const item of items) byId.set(keyOf(item), item);
    return ids.map((id) => byId.get(id) ?? null);
  };
}

/** The same for a batch endpoint that answers with an object keyed by id. */
export function batchByRecord<V>(
  fetchRecord: (ids: readonly string[]) => Promise<Readonly<Record<string, V>>>,
): DataLoader.BatchLoadFn<string, V | null> {
  return async (ids) => {
    const record = await fetchRecord(ids);
    return ids.map((id) => (Object.hasOwn(record, id) ? record[id] : null));
  };
}

/** The batch endpoints take at most 100 ids per call (docs/contracts.md). */
export const MAX_BATCH_SIZE = 100;

/** A batch function whose batch sizes are observed (portal_dataloader_batch_size): every loader's goes through here. */
export function observedBatch<K, V>(batch: DataLoader.BatchLoadFn<K, V>): DataLoader.BatchLoadFn<K, V> {
  return (keys) => {
    dataLoaderBatchSize.observe(keys.length);
    return batch(keys);
  };
}

/** One loader per request per entity: never share one between requests (its cache is per user). */
export function createLoader<K, V>(batch: DataLoader.BatchLoadFn<K, V>, options: DataLoader.Options<K, V> = {}): DataLoader<K, V> {
  return new DataLoader(observedBatch(batch), { maxBatchSize: MAX_BATCH_SIZE, ...options });
}

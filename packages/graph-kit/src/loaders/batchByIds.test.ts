import { describe, expect, it } from 'vitest';
import { batchByIds, batchByRecord, createLoader } from './batchByIds.js';

interface Item { id: string; name: string }

describe('batchByIds', () => {
  it('returns results in key order with null for ids the endpoint left out', async () => {
    const batch = batchByIds<string, Item>(
      async () => [{ id: 'b', name: 'B' }, { id: 'a', name: 'A' }],
      (item) => item.id,
    );
    expect(await batch(['a', 'missing', 'b'])).toEqual([{ id: 'a', name: 'A' }, null, { id: 'b', name: 'B' }]);
  });

  it('makes one call for all loads of one tick, and none for repeated keys', async () => {
    const calls: string[][] = [];
    const loader = createLoader(
      batchByIds<string, Item>(async (ids) => {
        calls.push([...ids]);
        return ids.map((id) => ({ id, name: id.toUpperCase() }));
      }, (item) => item.id),
    );
    const results = await Promise.all(['x', 'y', 'x', 'z'].map((id) => loader.load(id)));
    expect(results.map((r) => r?.name)).toEqual(['X', 'Y', 'X', 'Z']);
    expect(calls).toEqual([['x', 'y', 'z']]);
  });

  it('splits more than 100 ids into batches of at most 100', async () => {
    const sizes: number[] = [];
    const loader = createLoader(
      batchByIds<string, Item>(async (ids) => {
        sizes.push(ids.length);
        return [];
      }, (item) => item.id),
    );
    await loader.loadMany(Array.from({ length: 250 }, (_, i) => `id${i}`));
    expect(sizes).toEqual([100, 100, 50]);
  });

  it('fails every load of a batch when the endpoint fails', async () => {
    const loader = createLoader(
      batchByIds<string, Item>(async () => {
        throw new Error('upstream down');
      }, (item) => item.id),
    );
    const results = await loader.loadMany(['a', 'b']);
    expect(results.map((r) => (r instanceof Error ? r.message : r))).toEqual(['upstream down', 'upstream down']);
  });
});

describe('batchByRecord', () => {
  it('maps a keyed answer back to key order, null where absent', async () => {
    const batch = batchByRecord<number>(async () => ({ 'GR-2': 2, 'GR-1': 1 }));
    expect(await batch(['GR-1', 'GR-3', 'GR-2'])).toEqual([1, null, 2]);
  });
});

import { randomUUID } from 'node:crypto';
import getPort from 'get-port';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testLogger } from '../testing/index.js';
import { createCache, type PortalCache } from './createCache.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: PortalCache[] = [];

function open(env: Parameters<typeof createCache>[0]): PortalCache {
  const cache = createCache(env, testLogger());
  opened.push(cache);
  return cache;
}

afterAll(async () => {
  await Promise.all(opened.map((cache) => cache.close()));
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('createCache without REDIS_URL', () => {
  it('is an in-memory LRU', async () => {
    const { cache, kind } = open({});
    expect(kind).toBe('memory');
    await cache.set('k', 'v');
    expect(await cache.get('k')).toBe('v');
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
  });
});

describe('createCache on a real Redis', () => {
  const prefix = `portal-test:${randomUUID()}:`;
  const inspector = new Redis(REDIS_URL);

  afterAll(async () => {
    const keys = await inspector.keys(`${prefix}*`);
    if (keys.length > 0) await inspector.del(...keys);
    inspector.disconnect();
  });

  it('stores under the key prefix, with the ttl', async () => {
    const { cache, kind, ready } = open({ REDIS_URL, REDIS_PREFIX: prefix });
    expect(kind).toBe('redis');
    expect(await ready()).toBe(true);
    await cache.set('report:RES1', 'body', { ttl: 30 });
    expect(await cache.get('report:RES1')).toBe('body');
    expect(await inspector.get(`${prefix}report:RES1`)).toBe('body');
    const ttlMs = await inspector.pttl(`${prefix}report:RES1`);
    expect(ttlMs).toBeGreaterThan(25_000);
    expect(ttlMs).toBeLessThanOrEqual(30_000);
  });

  it('keeps per-id content versions that a change notice bumps', async () => {
    const { versions, ready } = open({ REDIS_URL, REDIS_PREFIX: prefix });
    expect(await ready()).toBe(true);
    const before = await versions.of({ kind: 'research', ids: ['RES1', 'RES2'] });
    await versions.bump({ kind: 'research', ids: ['RES2'] });
    const after = await versions.of({ kind: 'research', ids: ['RES1', 'RES2'] });
    expect(before).toBe('research@0.0');
    expect(after).toBe('research@0.1');
    expect(await versions.of({ kind: 'webinar', ids: ['RES2'] })).toBe('webinar@0');
    expect(await inspector.ttl(`${prefix}restcache-version:research:RES2`)).toBeGreaterThan(3600);
  });

  it("misses a reply that waited behind a busy event loop at a cache's timeout, and reads it with a longer one (the gateway's sessions)", async () => {
    const { cache, ready } = open({ REDIS_URL, REDIS_PREFIX: prefix });
    const patient = createCache({ REDIS_URL, REDIS_PREFIX: prefix }, testLogger(), { commandTimeoutMs: 2000 });
    opened.push(patient);
    expect([await ready(), await patient.ready()]).toEqual([true, true]);
    await cache.set('session:busy', 'signed in');
    // Work that holds the event loop past the default 150 ms, as a page rendered on the server can.
    const holdTheLoop = (ms: number) => {
      for (const until = performance.now() + ms; performance.now() < until; );
    };
    const atDefault = cache.get('session:busy');
    holdTheLoop(300);
    expect(await atDefault).toBeUndefined();
    const atLonger = patient.cache.get('session:busy');
    holdTheLoop(300);
    expect(await atLonger).toBe('signed in');
  });

  it('misses on an unknown key and deletes', async () => {
    const { cache, ready } = open({ REDIS_URL, REDIS_PREFIX: prefix });
    expect(await ready()).toBe(true);
    expect(await cache.get('never-set')).toBeUndefined();
    await cache.set('gone', 'x');
    expect(await cache.delete('gone')).toBe(true);
    expect(await cache.get('gone')).toBeUndefined();
  });
});

describe('createCache on a dead Redis', () => {
  it('answers every call as a miss within milliseconds, never throwing', async () => {
    const deadPort = await getPort();
    const { cache, versions, ready } = open({ REDIS_URL: `redis://127.0.0.1:${deadPort}`, REDIS_PREFIX: 'portal-test-dead:' });
    expect(await ready()).toBe(false);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const set = await timed(() => cache.set('k', 'v', { ttl: 10 }));
      const get = await timed(() => cache.get('k'));
      const del = await timed(() => cache.delete('k'));
      expect(get.value).toBeUndefined();
      expect(del.value).toBe(false);
      // Unknown versions: the caller skips the cache rather than risk an old answer.
      expect(await versions.of({ kind: 'research', ids: ['RES1'] })).toBeNull();
      for (const call of [set, get, del]) expect(call.ms).toBeLessThan(200);
    }
  });
});

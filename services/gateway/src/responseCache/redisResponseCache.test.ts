// The response cache's Redis store on the machine's Redis (TEST_REDIS_URL), under a prefix of its own.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisResponseCache, entityIndexKey, responseKey } from './redisResponseCache.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `portal-test:${randomUUID()}:`;
const redis = new Redis(REDIS_URL, { keyPrefix: prefix });
const cache = createRedisResponseCache(redis);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await new Redis(REDIS_URL).del(...keys);
  redis.disconnect();
});

const report = (id: string) => ({ typename: 'Report', id });
const answer = (title: string) => ({ data: { report: { title } } });

describe('the Redis response cache', () => {
  it('serves what it stored until an entity in it is invalidated', async () => {
    await cache.set('a', answer('A'), [report('RES1'), report('RES2')], 60_000);
    await cache.set('b', answer('B'), [report('RES2')], 60_000);
    await cache.set('c', answer('C'), [report('RES3')], 60_000);
    expect(await cache.get('a')).toEqual(answer('A'));

    await cache.invalidate([report('RES2')]);

    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toEqual(answer('C'));
    expect(await redis.exists(entityIndexKey(report('RES2')))).toBe(0);
  });

  it('invalidates every response holding a type when asked by type alone', async () => {
    await cache.set('d', answer('D'), [report('RES4')], 60_000);
    await cache.set('e', answer('E'), [{ typename: 'Analyst', id: 'ANA1' }], 60_000);
    await cache.invalidate([{ typename: 'Report' }]);
    expect(await cache.get('d')).toBeUndefined();
    expect(await cache.get('e')).toEqual(answer('E'));
  });

  it('keeps each index only as long as its longest-lived response, and never extends a response', async () => {
    await cache.set('short', answer('S'), [report('RES5')], 60_000);
    await cache.set('long', answer('L'), [report('RES5')], 600_000);
    await cache.set('shorter', answer('T'), [report('RES5')], 30_000);
    const indexTtl = await redis.pttl(entityIndexKey(report('RES5')));
    expect(indexTtl).toBeGreaterThan(590_000);
    expect(indexTtl).toBeLessThanOrEqual(600_000);
    const responseTtl = await redis.pttl(responseKey('short'));
    expect(responseTtl).toBeGreaterThan(50_000);
    expect(responseTtl).toBeLessThanOrEqual(60_000);
  });

  it('drops expired responses from an index on the next write, so a hot entity’s index stays small', async () => {
    const index = entityIndexKey(report('RES6'));
    for (let i = 0; i < 20; i += 1) await cache.set(`gone-${i}`, answer('G'), [report('RES6')], 1);
    // One millisecond ttls: wait until Redis itself no longer has the last of them.
    await expect.poll(() => redis.exists(responseKey('gone-19')), { interval: 5, timeout: 2_000 }).toBe(0);
    await cache.set('live', answer('L'), [report('RES6')], 60_000);
    expect(await redis.zrange(index, 0, -1)).toEqual(['live']);
  });
});

// Yoga's response-cache store over Redis. It replaces @envelop/response-cache-redis, whose entity
// sets have no TTL and keep the id of every response ever written for an entity (envelop issue
// #2493), so Redis grew for as long as the portal ran. Here an entity's index is a sorted set of
// its responses scored by their expiry: each write trims the expired members and makes the index
// live exactly as long as its longest-lived response, so Redis holds what can still be served.
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { Redis } from 'ioredis';

/** A response's ttl is finite here (cacheHints.ts); an unbounded one is kept at most this long. */
export const MAX_RESPONSE_TTL_MS = 24 * 60 * 60 * 1000;

interface CacheEntity {
  typename: string;
  id?: number | string;
}

/** The index of the responses holding an entity, or holding any entity of a type (no id). */
export const entityIndexKey = ({ typename, id }: CacheEntity): string => (id == null ? `entity:${typename}` : `entity:${typename}:${id}`);
export const responseKey = (responseId: string): string => `response:${responseId}`;

export function createRedisResponseCache(redis: Redis): Cache {
  return {
    async get(responseId) {
      const text = await redis.get(responseKey(responseId));
      return text ? JSON.parse(text) : undefined;
    },

    async set(responseId, result, entities, ttl) {
      const ttlMs = Math.max(1, Math.min(Number.isFinite(ttl) ? ttl : MAX_RESPONSE_TTL_MS, MAX_RESPONSE_TTL_MS));
      const now = Date.now();
      const expiresAt = now + ttlMs;
      const indexes = new Set<string>();
      for (const entity of entities) {
        indexes.add(entityIndexKey({ typename: entity.typename }));
        if (entity.id != null) indexes.add(entityIndexKey(entity));
      }
      const pipeline = redis.pipeline().set(responseKey(responseId), JSON.stringify(result), 'PX', ttlMs);
      for (const index of indexes) {
        pipeline
          .zadd(index, expiresAt, responseId)
          .zremrangebyscore(index, '-inf', now)
          // NX gives a new index its expiry; GT only ever extends it (GT alone skips a key with none).
          .pexpireat(index, expiresAt, 'NX')
          .pexpireat(index, expiresAt, 'GT');
      }
      await pipeline.exec();
    },

    async invalidate(entities) {
      const indexes = [...new Set([...entities].map(entityIndexKey))];
      if (indexes.length === 0) return;
      const read = redis.pipeline();
      for (const index of indexes) read.zrange(index, 0, -1);
      const members = (await read.exec()) ?? [];
      const responses = members.flatMap(([error, ids]) => (error ? [] : (ids as string[]).map(responseKey)));
      await redis.del(...indexes, ...responses);
    },
  };
}

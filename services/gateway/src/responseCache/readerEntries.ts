// A signed-in reader's cached answers, filed under that reader so that they can be dropped together
// when the reader's own entitlements change (issue #14). Parts of a report page depend on what
// research the reader may read (its related research lists only that), and since the page is now
// cached per reader, a purchase or a redeemed share must not leave them the page as it was.
import { createHash } from 'node:crypto';
import type { Cache } from '@graphql-yoga/plugin-response-cache';

/** The entity each of a signed-in reader's entries is filed under (no schema type is named so). */
export const READER_ENTITY_TYPENAME = '__SignedInReader';
const READER_KEY = /^reader:([0-9a-f]{32}):/;

/** The reader as the cache knows them: not their id, which is no business of Redis. */
function readerTag(userId: string): string {
  return createHash('sha256').update(`response-cache-reader:${userId}`).digest('hex').slice(0, 32);
}

/** The cache key of an answer: a signed-in reader's names their tag, so the store files it under them. */
export function readerScopedKey(answerHash: string, userId: string | null): string {
  return userId === null ? answerHash : `reader:${readerTag(userId)}:${answerHash}`;
}

/** `cache` filing every signed-in reader's entry under them too (its key says whose it is). */
export function filedByReader(cache: Cache): Cache {
  return {
    get: (id) => cache.get(id),
    set: (id, data, entities, ttl) => {
      const tag = READER_KEY.exec(id)?.[1];
      return cache.set(id, data, tag ? [...entities, { typename: READER_ENTITY_TYPENAME, id: tag }] : entities, ttl);
    },
    invalidate: (entities) => cache.invalidate(entities),
  };
}

/** Drops every answer kept for this reader. */
export async function evictReader(cache: Cache, userId: string): Promise<void> {
  await cache.invalidate([{ typename: READER_ENTITY_TYPENAME, id: readerTag(userId) }]);
}

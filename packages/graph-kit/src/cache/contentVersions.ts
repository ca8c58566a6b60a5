// Per-id versions of public content in the subgraphs' REST cache: a cached call that carries
// content ids stores its answer under a key holding those ids' versions, and a content change
// bumps the versions, so that every key of a changed id (its own read, each batch it is in) is
// never read again and expires with its TTL. Versions rather than deleting keys: a read that
// started before the change cannot write the old answer back under the new key.
import type { ContentChangeNotice } from '@portal/domain';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export type ContentKind = ContentChangeNotice['kind'];

/** Which content a cached REST call answers. */
export interface ContentRef {
  kind: ContentKind;
  ids: readonly string[];
}

export interface ContentVersions {
  /** The versions of `ref`'s ids as one key part; null when unknown (Redis away): skip the cache. */
  of(ref: ContentRef): Promise<string | null>;
  /** Makes every cached answer holding one of the notice's ids unreachable. */
  bump(notice: ContentChangeNotice): Promise<void>;
}

// Longer than any REST cache TTL, so that a version never disappears under a live entry.
const VERSION_TTL_SECONDS = 24 * 3600;

function versionKey(kind: ContentKind, id: string): string {
  return `restcache-version:${kind}:${id}`;
}

/** Without Redis there is no change feed: one constant version, the TTLs alone apply. */
export const unversionedContent: ContentVersions = {
  of: async () => '',
  bump: async () => {},
};

/** Versions kept in Redis (shared by every instance of every subgraph), on the cache's connection. */
export function redisContentVersions(redis: Redis, logger: Logger): ContentVersions {
  return {
    async of({ kind, ids }) {
      if (ids.length === 0) return '';
      try {
        const versions = await redis.mget(ids.map((id) => versionKey(kind, id)));
        return `${kind}@${versions.map((version) => version ?? '0').join('.')}`;
      } catch (error) {
        logger.debug({ err: error, kind }, 'content versions unreadable; not caching this call');
        return null;
      }
    },
    async bump({ kind, ids }) {
      if (ids.length === 0) return;
      const pipeline = redis.pipeline();
      for (const id of ids) pipeline.incr(versionKey(kind, id)).expire(versionKey(kind, id), VERSION_TTL_SECONDS);
      await pipeline.exec();
    },
  };
}

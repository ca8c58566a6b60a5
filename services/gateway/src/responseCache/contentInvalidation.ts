// Drops the cached answers holding content that changed upstream: upstream announces the changed
// ids on Redis (packages/domain contentChanges.ts, from the search sync's database notifications),
// and every gateway instance invalidates those entities in the response cache.
import type { ContentChangeNotice } from '@portal/domain';
import { subscribeToContentChanges } from '@portal/graph-kit/content-changes';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { Logger } from 'pino';

interface CacheEntityRecord {
  typename: string;
  id: string;
}

/** The types whose entities carry a changed content id (a search card shows the same id). */
export const TYPENAMES_BY_KIND: Readonly<Record<ContentChangeNotice['kind'], readonly string[]>> = {
  research: ['Report', 'SearchCard'],
  webinar: ['Webinar', 'SearchCard'],
  survey: ['Survey', 'SearchCard'],
  contentItem: ['ContentItem', 'Playbook', 'SearchCard'],
};

export function entitiesOf(notice: ContentChangeNotice): CacheEntityRecord[] {
  return TYPENAMES_BY_KIND[notice.kind].flatMap((typename) => notice.ids.map((id) => ({ typename, id })));
}

/**
 * The subgraphs hear the same notice and stop reading their REST cache for those ids, but not
 * necessarily before this gateway: an answer it cached again in between (from a subgraph's old
 * copy) is dropped once more after this long, far more than a subgraph takes to act on a notice.
 */
export const SUBGRAPH_SETTLE_MS = 1000;

/** Subscribes to upstream's content changes (graph-kit's shared subscriber); returns the unsubscribe. */
export function invalidateOnContentChanges(cache: Cache, env: NodeJS.ProcessEnv, defaultPrefix: string, logger: Logger): () => void {
  const timers = new Set<NodeJS.Timeout>();
  const unsubscribe = subscribeToContentChanges(env, defaultPrefix, logger, async (notice) => {
    const entities = entitiesOf(notice);
    await cache.invalidate(entities);
    const timer = setTimeout(() => {
      timers.delete(timer);
      Promise.resolve(cache.invalidate(entities)).catch((error: unknown) => logger.warn({ err: error }, 'could not drop changed content from the response cache'));
    }, SUBGRAPH_SETTLE_MS);
    timers.add(timer);
  });
  return () => {
    unsubscribe();
    for (const timer of timers) clearTimeout(timer);
  };
}

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

/** Subscribes to upstream's content changes (graph-kit's shared subscriber); returns the unsubscribe. */
export function invalidateOnContentChanges(cache: Cache, env: NodeJS.ProcessEnv, defaultPrefix: string, logger: Logger): () => void {
  return subscribeToContentChanges(env, defaultPrefix, logger, (notice) => cache.invalidate(entitiesOf(notice)));
}

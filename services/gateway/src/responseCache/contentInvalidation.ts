// Drops the cached answers holding content that changed upstream: upstream announces the changed
// ids on Redis (packages/domain contentChanges.ts, from the search sync's database notifications),
// and every gateway instance invalidates those entities in the response cache.
import { contentChangeNoticeSchema, contentChangesChannel, type ContentChangeNotice } from '@portal/domain';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { Redis } from 'ioredis';
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

/** Parses one announced message; null (logged by the caller) for anything else. */
export function parseNotice(message: string): ContentChangeNotice | null {
  try {
    const parsed = contentChangeNoticeSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Subscribes to upstream's content changes; returns the unsubscribe. */
export function invalidateOnContentChanges(cache: Cache, env: NodeJS.ProcessEnv, defaultPrefix: string, logger: Logger): () => void {
  if (!env.REDIS_URL) return () => {};
  const subscriber = new Redis(env.REDIS_URL, { retryStrategy: (attempt) => Math.min(attempt * 200, 2000) });
  subscriber.on('error', (error) => logger.debug({ err: error }, 'content change subscriber redis error'));
  const channel = contentChangesChannel(env.REDIS_PREFIX ?? defaultPrefix);
  subscriber.subscribe(channel).catch((error: unknown) => logger.warn({ err: error }, 'could not subscribe to content changes'));
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const notice = parseNotice(message);
    if (!notice) return logger.warn('ignored a malformed content change');
    Promise.resolve(cache.invalidate(entitiesOf(notice))).catch((error: unknown) => logger.warn({ err: error }, 'could not drop changed content from the response cache'));
  });
  return () => subscriber.disconnect();
}

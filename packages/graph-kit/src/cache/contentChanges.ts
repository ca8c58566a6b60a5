// One subscriber to upstream's content changes (packages/domain contentChanges.ts) for every
// process that keeps copies of content: the gateway's response cache and the subgraphs' REST cache.
// Without REDIS_URL there is no feed: callers keep their TTLs.
import { contentChangeNoticeSchema, contentChangesChannel, type ContentChangeNotice } from '@portal/domain';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Parses one announced message; null for anything else. */
export function parseContentChange(message: string): ContentChangeNotice | null {
  try {
    const parsed = contentChangeNoticeSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Calls `onChange` for every valid notice on `<REDIS_PREFIX>content-changes`; returns the unsubscribe. */
export function subscribeToContentChanges(
  env: { REDIS_URL?: string; REDIS_PREFIX?: string },
  defaultPrefix: string,
  logger: Logger,
  onChange: (notice: ContentChangeNotice) => Promise<unknown> | void,
): () => void {
  if (!env.REDIS_URL) return () => {};
  // A subscriber connection queues its SUBSCRIBE until connected (unlike the fail-fast command
  // connections) and resubscribes after every reconnect.
  const subscriber = new Redis(env.REDIS_URL, { retryStrategy: (attempt) => Math.min(attempt * 200, 2000) });
  // Without a listener ioredis reports connection errors as unhandled 'error' events.
  subscriber.on('error', (error) => logger.debug({ err: error }, 'content change subscriber redis error'));
  const channel = contentChangesChannel(env.REDIS_PREFIX ?? defaultPrefix);
  subscriber.subscribe(channel).catch((error: unknown) => logger.warn({ err: error }, 'could not subscribe to content changes'));
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const notice = parseContentChange(message);
    if (!notice) return logger.warn('ignored a malformed content change');
    Promise.resolve(onChange(notice)).catch((error: unknown) => logger.warn({ err: error }, 'could not drop changed content from a cache'));
  });
  return () => subscriber.disconnect();
}

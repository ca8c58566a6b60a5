// Passes the content triggers' notifications (contentChange.ts) on to the other processes over
// Redis, so that the gateway drops the cached answers holding the changed ids (issue #14). Without
// REDIS_URL there is nobody to tell: a single gateway then keeps answers briefly (its memory store).
import { contentChangesChannel, type ContentChangeNotice } from '@portal/domain';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../../db/client.js';
import { CONTENT_CHANGE_CHANNEL, parseContentChange } from './contentChange.js';

export interface ContentChangePublisher {
  stop(): Promise<void>;
}

export async function publishContentChanges(handle: DatabaseHandle, env: NodeJS.ProcessEnv, logger: Logger): Promise<ContentChangePublisher> {
  if (!env.REDIS_URL) return { stop: async () => {} };
  const redis = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (attempt) => Math.min(attempt * 200, 2000) });
  redis.on('error', (error) => logger.warn({ err: error }, 'content change publisher: Redis unreachable'));
  const channel = contentChangesChannel(env.REDIS_PREFIX ?? 'portal:');
  const stopListening = await handle.listen(
    CONTENT_CHANGE_CHANNEL,
    (payload) => {
      const change = parseContentChange(payload);
      if (!change) return;
      const notice: ContentChangeNotice = { kind: change.kind, ids: change.ids };
      redis.publish(channel, JSON.stringify(notice)).catch((error: unknown) => logger.warn({ err: error, notice }, 'could not announce a content change'));
    },
    (error) => logger.error({ err: error }, 'lost the content change listener; cached answers expire by their TTL meanwhile'),
  );
  return {
    stop: async () => {
      await stopListening();
      redis.disconnect();
    },
  };
}

// One batched last-viewed call per search (all cards of the page in one request), with the
// spec's retries; when every attempt fails the cards carry no status (spec 2 §8) and the search
// itself still answers.
import DataLoader from 'dataloader';
import { observedBatch } from '@portal/graph-kit';
import type { Logger } from 'pino';
import type { LastViewedApi } from '../rest/lastViewed.api.js';
import { lastViewedLabel } from './lastViewedLabel.js';
import { LAST_VIEWED_ATTEMPTS, withRetries } from './withRetries.js';

export function createLastViewedLoader(api: LastViewedApi, userId: string, retryDelayMs: number, logger: Logger) {
  return new DataLoader<string, string | null>(
    observedBatch(async (contentIds) => {
      try {
        const views = await withRetries(() => api.forContent(userId, contentIds), LAST_VIEWED_ATTEMPTS, retryDelayMs);
        const labelOf = new Map(views.map((v) => [v.contentId, lastViewedLabel(v.dtaccessdate)]));
        return contentIds.map((id) => labelOf.get(id) ?? null);
      } catch (error) {
        logger.warn({ err: error }, 'last-viewed failed after retries');
        return contentIds.map(() => null);
      }
    }),
    // A page holds at most 10 cards; the endpoint takes up to 100 ids.
    { maxBatchSize: 100 },
  );
}

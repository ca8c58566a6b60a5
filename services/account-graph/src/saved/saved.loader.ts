import DataLoader from 'dataloader';
import { MAX_BATCH_IDS } from '@portal/contracts';
import { observedBatch, type PortalUser } from '@portal/graph-kit';
import type { FavoritesApi } from '../rest/favorites.api.js';

/**
 * `isSaved` for every savable card and page on a query, by entity key: one call of the service's
 * batch endpoint per 100 ids however many cards, and none at all when logged out (nobody has saved
 * anything then).
 */
export function createSavedLoader(favorites: FavoritesApi, user: PortalUser | null): DataLoader<string, boolean> {
  return new DataLoader(
    observedBatch(async (contentIds: readonly string[]) => {
      if (!user) return contentIds.map(() => false);
      const saved = new Set(await favorites.savedAmong(contentIds));
      return contentIds.map((id) => saved.has(id));
    }),
    { maxBatchSize: MAX_BATCH_IDS },
  );
}

import DataLoader from 'dataloader';
import type { CartOfferDto } from '@portal/contracts';
import { batchByIds, MAX_BATCH_SIZE, observedBatch } from '@portal/graph-kit';
import type { CartApi } from '../rest/cart.api.js';

/** What the caller may buy of each content on the page: one REST call for every card. */
export function createOfferLoader(api: CartApi) {
  return new DataLoader<string, CartOfferDto | null>(
    observedBatch(batchByIds((ids) => api.offers(ids), (offer) => offer.contentId)),
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

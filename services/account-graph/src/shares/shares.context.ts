import DataLoader from 'dataloader';
import { MAX_BATCH_IDS, type ShareAccessItemDto } from '@portal/contracts';
import { observedBatch, type PortalUser, type RequestContext, type RestTransport } from '@portal/graph-kit';
import { SharesApi } from '../rest/shares.api.js';

export interface SharesContext {
  shares: SharesApi;
  /** report id -> whether the caller may share it and their courtesy view of it, batched per request. */
  shareAccess: DataLoader<string, ShareAccessItemDto>;
}

const NONE = (contentId: string): ShareAccessItemDto => ({ contentId, shareAccess: false, courtesyView: null });

/**
 * One shares-service call per 100 reports on a query, and none when logged out (spec 3 §6: shares
 * and courtesy-view calls only when logged in). A failure is logged and the report shows neither
 * (spec 3 §8: shares and courtesy-view failures are logged): the page still reads.
 */
function createShareAccessLoader(shares: SharesApi, base: RequestContext, user: PortalUser | null): DataLoader<string, ShareAccessItemDto> {
  return new DataLoader(
    observedBatch(async (contentIds: readonly string[]) => {
      if (!user) return contentIds.map(NONE);
      try {
        const byId = new Map((await shares.access(contentIds)).map((item) => [item.contentId, item]));
        return contentIds.map((id) => byId.get(id) ?? NONE(id));
      } catch (error) {
        base.logger.warn({ err: error }, 'shares: share access and courtesy views unavailable');
        return contentIds.map(NONE);
      }
    }),
    { maxBatchSize: MAX_BATCH_IDS },
  );
}

export function createSharesContext(base: RequestContext, transport: RestTransport): SharesContext {
  const shares = new SharesApi(transport, base);
  return { shares, shareAccess: createShareAccessLoader(shares, base, base.user) };
}

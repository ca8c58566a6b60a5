import { userContracts, type LastViewedDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** user-service last-viewed (spec 2 §7): the caller's own views; never cached. */
export class LastViewedApi extends PortalRestDataSource {
  forContent(userId: string, contentIds: readonly string[]): Promise<LastViewedDto[]> {
    return this.callContract(userContracts.lastViewed, { query: { userId, contentIds: contentIds.join(',') } }, { cache: false });
  }

  /** The user's latest views, newest first. */
  recent(userId: string, size: number): Promise<LastViewedDto[]> {
    return this.callContract(userContracts.recentViews, { query: { userId, size: String(size) } }, { cache: false });
  }
}

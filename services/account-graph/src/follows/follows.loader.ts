import DataLoader from 'dataloader';
import { observedBatch, type PortalUser } from '@portal/graph-kit';
import type { AlertDto } from '@portal/contracts';
import type { AlertsApi } from '../rest/alerts.api.js';

/**
 * The caller's follows, fetched at most once per request, and `isFollowed` for every analyst on
 * the page through one DataLoader over that list: one REST call however many analysts, and none
 * at all when logged out (nobody follows anything then).
 */
export class FollowsLoader {
  private list: Promise<AlertDto[]> | null = null;
  readonly isFollowed: DataLoader<string, boolean>;

  constructor(
    private readonly alerts: AlertsApi,
    private readonly user: PortalUser | null,
  ) {
    // Batches are only limited for a batch endpoint's sake; here every key reads the same list.
    this.isFollowed = new DataLoader(
      observedBatch(async (analystIds: readonly string[]) => {
        if (!this.user) return analystIds.map(() => false);
        const followed = new Set((await this.alerts$()).flatMap((alert) => (alert.analystId ? [alert.analystId] : [])));
        return analystIds.map((id) => followed.has(id));
      }),
      { cache: false },
    );
  }

  alerts$(): Promise<AlertDto[]> {
    this.list ??= this.alerts.listAlerts();
    return this.list;
  }

  /** After a follow or unfollow in this request: what comes next must see the change. */
  forget(): void {
    this.list = null;
  }
}

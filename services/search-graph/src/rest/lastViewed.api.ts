import { PortalRestDataSource } from '@portal/graph-kit';

export interface LastViewedDto {
  contentId: string;
  /** ISO 8601 instant. */
  dtaccessdate: string;
}

/** user-service last-viewed (spec 2 §7): the caller's own views; never cached. */
export class LastViewedApi extends PortalRestDataSource {
  forContent(userId: string, contentIds: readonly string[]): Promise<LastViewedDto[]> {
    return this.getJson<LastViewedDto[]>('/user-service/api/v1/user/last-viewed', {
      params: { userId, contentIds: contentIds.join(',') },
      cache: false,
    });
  }
}

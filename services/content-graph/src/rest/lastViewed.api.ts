import { PortalRestDataSource } from '@portal/graph-kit';

/** user-service last-viewed: records that the signed-in caller opened a piece of content. */
export class LastViewedApi extends PortalRestDataSource {
  recordView(contentId: string): Promise<void> {
    return this.postJson<void>('/user-service/api/v1/user/last-viewed', { body: { contentId } });
  }
}

import { userContracts } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** user-service last-viewed: records that the signed-in caller opened a piece of content. */
export class LastViewedApi extends PortalRestDataSource {
  async recordView(contentId: string): Promise<void> {
    await this.callContract(userContracts.recordView, { body: { contentId } }, {});
  }
}

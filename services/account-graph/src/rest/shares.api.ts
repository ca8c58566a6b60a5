import {
  sharesContracts,
  type CreatedResearchShareDto,
  type ResearchShareDto,
  type ShareAccessItemDto,
  type ShareRedemptionDto,
} from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** shares-service: one user's share tickets and courtesy views. Never cached: each answer is the caller's. */
export class SharesApi extends PortalRestDataSource {
  list(): Promise<ResearchShareDto[]> {
    return this.callContract(sharesContracts.list, {}, { cache: false }).then((answer) => answer.items);
  }

  /** Whether the caller may share each report, and their courtesy view of it (at most 100 ids). */
  async access(ids: readonly string[]): Promise<ShareAccessItemDto[]> {
    return (await this.callContract(sharesContracts.access, { query: { ids: ids.join(',') } }, { cache: false })).items;
  }

  create(contentId: string): Promise<CreatedResearchShareDto> {
    return this.callContract(sharesContracts.create, { body: { contentId } }, { emptyIsSuccess: false });
  }

  redeem(ticket: string, contentId?: string): Promise<ShareRedemptionDto> {
    return this.callContract(sharesContracts.redeem, { params: { ticket }, body: contentId ? { contentId } : {} }, { emptyIsSuccess: false });
  }

  /** Succeeds on the service's 204; another's share or an unknown id is its 404. */
  async revoke(id: string): Promise<void> {
    await this.callContract(sharesContracts.revoke, { params: { id } }, { emptyIsSuccess: true });
  }
}

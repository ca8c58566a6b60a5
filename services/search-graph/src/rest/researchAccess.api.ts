import { researchContracts, type ResearchAccessDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/**
 * research-service's per-report access check (spec 3 §6) for the caller. A visitor's answer is the
 * same for every visitor and is cached like other public content; a signed-in caller's request
 * skips the cache (PortalRestDataSource never shares what a user asked).
 */
export class ResearchAccessApi extends PortalRestDataSource {
  async check(ids: readonly string[]): Promise<ResearchAccessDto[]> {
    const { items } = await this.callContract(researchContracts.access, { query: { ids: ids.join(',') } }, { cache: { ttl: 60 } });
    return items;
  }
}

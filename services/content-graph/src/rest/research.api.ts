import { researchContracts, type ResearchAccessDto, type ResearchByAuthorDto, type ResearchDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class ResearchApi extends PortalRestDataSource {
  getById(id: string): Promise<ResearchDto> {
    return this.callContract(researchContracts.get, { params: { id } }, { cache: { ttl: CACHE_TTL.research } });
  }

  /** Reports in the order asked; ids unknown or not readable by the caller are left out. */
  async getMany(ids: readonly string[]): Promise<ResearchDto[]> {
    const { items } = await this.callContract(researchContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: CACHE_TTL.research } });
    return items;
  }

  /** Whether the caller may read each report (spec 3 §6 access check); per caller, never cached. */
  async access(ids: readonly string[]): Promise<ResearchAccessDto[]> {
    const { items } = await this.callContract(researchContracts.access, { query: { ids: ids.join(',') } }, { cache: false });
    return items;
  }

  /** Whether another person (by e-mail) may read every one of the reports (employees only); never cached. */
  async personAccess(ids: readonly string[], email: string): Promise<boolean> {
    const { hasAccess } = await this.callContract(researchContracts.accessCheck, { query: { contentIds: ids.join(','), email } }, { cache: false });
    return hasAccess;
  }

  /** Ids of the reports an analyst wrote or contributed to that the caller may read, newest first. */
  byAuthor(analystId: string, size: number): Promise<ResearchByAuthorDto> {
    return this.callContract(researchContracts.byAuthor, { params: { analystId }, query: { size: String(size) } }, { cache: { ttl: CACHE_TTL.research } });
  }
}

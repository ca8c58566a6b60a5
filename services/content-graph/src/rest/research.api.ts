import { reprintsContracts, researchContracts, type IssuedReprintTokenDto, type ReprintTokenListingDto, type ResearchAccessDto, type ResearchByAuthorDto, type ResearchDto } from '@portal/contracts';
import { PortalRestDataSource, type SentReprintTokens } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';
import { reprintHeaders } from './reprintHeaders.js';

export class ResearchApi extends PortalRestDataSource {
  /**
   * One report. With the reprints or preview token the page sent (spec 1 §7 headers), research-service
   * decides what the token grants: such a read is never cached, nor answered from the cache.
   */
  getById(id: string, tokens?: SentReprintTokens): Promise<ResearchDto> {
    if (tokens) return this.callContract(researchContracts.get, { params: { id } }, { cache: false, headers: reprintHeaders(tokens) });
    return this.callContract(researchContracts.get, { params: { id } }, { cache: { ttl: CACHE_TTL.research }, content: { kind: 'research', ids: [id] } });
  }

  /** Reports in the order asked; ids unknown or not readable by the caller are left out. */
  async getMany(ids: readonly string[]): Promise<ResearchDto[]> {
    const { items } = await this.callContract(researchContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: CACHE_TTL.research }, content: { kind: 'research', ids } });
    return items;
  }

  /** Whether the caller may read each report (spec 3 §6 access check); per caller, never cached. */
  async access(ids: readonly string[]): Promise<ResearchAccessDto[]> {
    const { items } = await this.callContract(researchContracts.access, { query: { ids: ids.join(',') } }, { cache: false });
    return items;
  }

  /** Whether another person (by e-mail) may read every one of the reports (employees only); never cached. POSTed: the e-mail never goes in a URL. */
  async personAccess(ids: readonly string[], email: string): Promise<boolean> {
    const { hasAccess } = await this.callContract(researchContracts.accessCheck, { body: { contentIds: [...ids], email } }, { emptyIsSuccess: false });
    return hasAccess;
  }

  /** A reprints or preview token for one report (reprint users only; 403 otherwise); never cached. */
  issueReprintToken(contentId: string, kind: 'reprints' | 'preview'): Promise<IssuedReprintTokenDto> {
    return this.callContract(reprintsContracts.issue, { body: { contentId, kind } }, {});
  }

  /** The caller's own reprint and preview tokens, newest first (never the tokens); never cached. */
  async reprintTokens(): Promise<ReprintTokenListingDto[]> {
    const { items } = await this.callContract(reprintsContracts.list, {}, { cache: false });
    return items;
  }

  /** Withdraws one of the caller's tokens (another's id: 404). */
  async revokeReprintToken(id: string): Promise<void> {
    await this.callContract(reprintsContracts.revoke, { params: { id } }, { emptyIsSuccess: true });
  }

  /** Ids of the reports an analyst wrote or contributed to that the caller may read, newest first. */
  byAuthor(analystId: string, size: number): Promise<ResearchByAuthorDto> {
    return this.callContract(researchContracts.byAuthor, { params: { analystId }, query: { size: String(size) } }, { cache: { ttl: CACHE_TTL.research } });
  }
}

import type { ResearchDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

const BASE = '/research-service/api/v1/research';

export class ResearchApi extends PortalRestDataSource {
  getById(id: string): Promise<ResearchDto> {
    return this.getJson<ResearchDto>(`${BASE}/${encodeURIComponent(id)}`, { cache: { ttl: CACHE_TTL.research } });
  }

  /** Reports in the order asked; ids unknown or not readable by the caller are left out. */
  async getMany(ids: readonly string[]): Promise<ResearchDto[]> {
    const { items } = await this.getJson<{ items: ResearchDto[] }>(BASE, {
      params: { ids: ids.join(',') },
      cache: { ttl: CACHE_TTL.research },
    });
    return items;
  }

  /** Whether the caller may read each report (spec 3 §6 access check); per caller, never cached. */
  async access(ids: readonly string[]): Promise<{ contentId: string; hasAccess: boolean }[]> {
    const { items } = await this.getJson<{ items: { contentId: string; hasAccess: boolean }[] }>(`${BASE}/access`, {
      params: { ids: ids.join(',') },
      cache: false,
    });
    return items;
  }

  /** Ids of the reports an analyst wrote or contributed to that the caller may read, newest first. */
  byAuthor(analystId: string, size: number): Promise<{ content: { contentId: string }[]; totalElements: number }> {
    return this.getJson(`${BASE}/by-author/${encodeURIComponent(analystId)}`, { params: { size: String(size) }, cache: { ttl: CACHE_TTL.research } });
  }
}

import type { AnalystDto } from '@portal/domain';

export interface RelatedAnalystsDto {
  analysts: AnalystDto[];
  totalElements: number;
  maxPages: number;
}
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class AnalystApi extends PortalRestDataSource {
  async getMany(ids: readonly string[]): Promise<AnalystDto[]> {
    const { items } = await this.getJson<{ items: AnalystDto[] }>('/api/v1/analyst', {
      params: { ids: ids.join(',') },
      cache: { ttl: CACHE_TTL.analysts },
    });
    return items;
  }

  /** The analyst view's related analysts (spec 2 §3): most shared topics first. */
  related(id: string, page: number, size: number): Promise<RelatedAnalystsDto> {
    return this.getJson<RelatedAnalystsDto>(`/api/v1/analyst/${encodeURIComponent(id)}/related`, {
      params: { page: String(page), size: String(size) },
      cache: { ttl: CACHE_TTL.analysts },
    });
  }
}

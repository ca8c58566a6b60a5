import { analystContracts, type AnalystDto, type RelatedAnalystsDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class AnalystApi extends PortalRestDataSource {
  async getMany(ids: readonly string[]): Promise<AnalystDto[]> {
    const { items } = await this.callContract(analystContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: CACHE_TTL.analysts } });
    return items;
  }

  /** The analyst view's related analysts (spec 2 §3): most shared topics first. */
  related(id: string, page: number, size: number): Promise<RelatedAnalystsDto> {
    return this.callContract(
      analystContracts.related,
      { params: { id }, query: { page: String(page), size: String(size) } },
      { cache: { ttl: CACHE_TTL.analysts } },
    );
  }
}

import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class GraphicsApi extends PortalRestDataSource {
  /** Old-format charts by graphics id; unvalidated (conversion decides what is valid). */
  async getMany(ids: readonly string[]): Promise<Record<string, unknown>> {
    const { items } = await this.getJson<{ items: Record<string, unknown> }>('/research-service/api/v1/graphics', {
      params: { ids: ids.join(',') },
      cache: { ttl: CACHE_TTL.graphics },
    });
    return items;
  }
}

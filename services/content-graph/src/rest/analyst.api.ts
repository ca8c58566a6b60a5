import type { AnalystDto } from '@portal/domain';
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
}

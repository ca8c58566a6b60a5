import type { ContentItemDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

const BASE = '/content-service/api/v1/content-items';

export class ContentItemApi extends PortalRestDataSource {
  /** Surveys, playbooks, blogs, podcasts and tools in the order asked; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<ContentItemDto[]> {
    const { items } = await this.getJson<{ items: ContentItemDto[] }>(BASE, { params: { ids: ids.join(',') }, cache: { ttl: CACHE_TTL.contentItems } });
    return items;
  }
}

import { contentItemContracts, type ContentItemDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class ContentItemApi extends PortalRestDataSource {
  /** Surveys, playbooks, blogs, podcasts and tools in the order asked; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<ContentItemDto[]> {
    const { items } = await this.callContract(contentItemContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: CACHE_TTL.contentItems }, content: { kind: 'contentItem', ids } });
    return items;
  }
}

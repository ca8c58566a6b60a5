import type { TechnologyDto, TechnologyPageDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

const BASE = '/techcatalog-service/api/v1/technology';
/** The catalogue changes with a release; technology pages and cards may be five minutes late. */
export const TECHNOLOGY_TTL_SECONDS = 300;

export class TechnologyApi extends PortalRestDataSource {
  /** One technology page (the item and its related research). */
  getPage(id: string): Promise<TechnologyPageDto> {
    return this.getJson<TechnologyPageDto>(`${BASE}/${encodeURIComponent(id)}`, { cache: { ttl: TECHNOLOGY_TTL_SECONDS } });
  }

  /** Technologies in the order asked; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<TechnologyDto[]> {
    const { items } = await this.getJson<{ items: TechnologyDto[] }>(BASE, { params: { ids: ids.join(',') }, cache: { ttl: TECHNOLOGY_TTL_SECONDS } });
    return items;
  }

  /** Technologies with their related research ids, for cards that show it: one call per batch. */
  async getManyWithRelatedResearch(ids: readonly string[]): Promise<TechnologyPageDto[]> {
    const { items } = await this.getJson<{ items: TechnologyPageDto[] }>(BASE, { params: { ids: ids.join(','), withRelatedResearch: 'true' }, cache: { ttl: TECHNOLOGY_TTL_SECONDS } });
    return items;
  }
}

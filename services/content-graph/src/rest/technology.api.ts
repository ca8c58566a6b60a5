import { technologyContracts, type TechnologyDto, type TechnologyPageDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** The catalogue changes with a release; technology pages and cards may be five minutes late. */
export const TECHNOLOGY_TTL_SECONDS = 300;

export class TechnologyApi extends PortalRestDataSource {
  /** One technology page (the item and its related research). */
  getPage(id: string): Promise<TechnologyPageDto> {
    return this.callContract(technologyContracts.get, { params: { id } }, { cache: { ttl: TECHNOLOGY_TTL_SECONDS } });
  }

  /** Technologies in the order asked; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<TechnologyDto[]> {
    const { items } = await this.callContract(technologyContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: TECHNOLOGY_TTL_SECONDS } });
    return items;
  }

  /** Technologies with their related research ids, for cards that show it: one call per batch. */
  async getManyWithRelatedResearch(ids: readonly string[]): Promise<TechnologyPageDto[]> {
    const query = { ids: ids.join(','), withRelatedResearch: 'true' } as const;
    const { items } = await this.callContract(technologyContracts.batch, { query }, { cache: { ttl: TECHNOLOGY_TTL_SECONDS } });
    // Asked with withRelatedResearch=true, every item carries its relatedResearchIds.
    return items.map((item) => ({ ...item, relatedResearchIds: item.relatedResearchIds ?? [] }));
  }
}

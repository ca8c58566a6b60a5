// planning-guide-service and prediction-service (docs/contracts-listings.md): the pages of a kind
// (cards) and one page. A page the caller may not read (401) or that does not exist (404) is
// answered null: spec 3 §6 treats a page that returns nothing as no access.
import { planningGuideContracts, predictionContracts, type InsightPageCardDto, type InsightPageDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';
import { orNull } from './orNull.js';

const cache = { ttl: CACHE_TTL.contentItems };

export class InsightPagesApi extends PortalRestDataSource {
  async planningGuides(): Promise<InsightPageCardDto[]> {
    return (await this.callContract(planningGuideContracts.list, {}, { cache })).items;
  }

  async predictions(): Promise<InsightPageCardDto[]> {
    return (await this.callContract(predictionContracts.list, {}, { cache })).items;
  }

  planningGuide(slug: string): Promise<InsightPageDto | null> {
    return orNull(this.callContract(planningGuideContracts.get, { params: { slug } }, { cache }));
  }

  prediction(id: string): Promise<InsightPageDto | null> {
    return orNull(this.callContract(predictionContracts.get, { params: { id } }, { cache }));
  }
}

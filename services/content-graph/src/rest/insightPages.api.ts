// planning-guide-service and prediction-service (docs/contracts-listings.md): the pages of a kind
// (cards) and one page. A page the caller may not read (401) or that does not exist (404) is
// answered null: spec 3 §6 treats a page that returns nothing as no access.
import { GraphQLError } from 'graphql';
import type { InsightPageCardDto, InsightPageDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

const PLANNING_GUIDES = '/planning-guide-service/api/v1/planning-guides';
const PREDICTIONS = '/prediction-service/api/v1/predictions';

function isNoAccess(error: unknown): boolean {
  return error instanceof GraphQLError && [401, 403, 404].includes(Number(error.extensions?.status));
}

export class InsightPagesApi extends PortalRestDataSource {
  async planningGuides(): Promise<InsightPageCardDto[]> {
    return (await this.getJson<{ items: InsightPageCardDto[] }>(PLANNING_GUIDES, { cache: { ttl: CACHE_TTL.contentItems } })).items;
  }

  async predictions(): Promise<InsightPageCardDto[]> {
    return (await this.getJson<{ items: InsightPageCardDto[] }>(PREDICTIONS, { cache: { ttl: CACHE_TTL.contentItems } })).items;
  }

  planningGuide(slug: string): Promise<InsightPageDto | null> {
    return this.pageOrNull(`${PLANNING_GUIDES}/${encodeURIComponent(slug)}`);
  }

  prediction(id: string): Promise<InsightPageDto | null> {
    return this.pageOrNull(`${PREDICTIONS}/${encodeURIComponent(id)}`);
  }

  private async pageOrNull(path: string): Promise<InsightPageDto | null> {
    try {
      return await this.getJson<InsightPageDto>(path, { cache: { ttl: CACHE_TTL.contentItems } });
    } catch (error) {
      if (isNoAccess(error)) return null;
      throw error;
    }
  }
}

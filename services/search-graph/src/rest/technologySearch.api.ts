// The technology catalogue search (spec 3 §7: GET /search-service/api/v1/search with
// type={product}-techcategory ... publishedSinceInDays=-1&isUserSearch=false).
import { PortalRestDataSource } from '@portal/graph-kit';
import type { TechnologySearchResponseDto } from '@portal/domain';

// The catalogue changes with a release; five minutes late is fine.
export const TECHNOLOGY_SEARCH_TTL_SECONDS = 300;

export interface TechnologySearchRequest {
  product: string;
  query: string;
  page: number;
  size: number;
  sortType: 'relevance' | 'date' | 'name';
  sortOrder: 'asc' | 'desc';
  ipType: string[];
  isEmergingTechnology: boolean | null;
}

export class TechnologySearchApi extends PortalRestDataSource {
  search(request: TechnologySearchRequest): Promise<TechnologySearchResponseDto> {
    const params: Record<string, string | undefined> = {
      query: request.query,
      type: `${request.product}-techcategory`,
      page: String(request.page),
      size: String(request.size),
      sortType: request.sortType,
      sortOrder: request.sortOrder,
      ipType: request.ipType.length > 0 ? request.ipType.join(',') : undefined,
      isEmergingTechnology: request.isEmergingTechnology === null ? undefined : String(request.isEmergingTechnology),
      publishedSinceInDays: '-1',
      isUserSearch: 'false',
    };
    return this.getJson<TechnologySearchResponseDto>('/search-service/api/v1/search', { params, cache: { ttl: TECHNOLOGY_SEARCH_TTL_SECONDS } });
  }
}

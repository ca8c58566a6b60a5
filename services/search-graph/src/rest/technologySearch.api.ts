// The technology catalogue search (spec 3 §7: GET /search-service/api/v1/search with
// type={product}-techcategory ... publishedSinceInDays=-1&isUserSearch=false).
import { booleanText, technologySearchContracts, type TechnologySearchParams, type TechnologySearchResponseDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

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
    const query: TechnologySearchParams = {
      query: request.query,
      type: `${request.product}-techcategory`,
      page: String(request.page),
      size: String(request.size),
      sortType: request.sortType,
      sortOrder: request.sortOrder,
      ipType: request.ipType.length > 0 ? request.ipType.join(',') : undefined,
      isEmergingTechnology: request.isEmergingTechnology === null ? undefined : booleanText(request.isEmergingTechnology),
      publishedSinceInDays: '-1',
      isUserSearch: 'false',
    };
    return this.callContract(technologySearchContracts.search, { query }, { cache: { ttl: TECHNOLOGY_SEARCH_TTL_SECONDS } });
  }
}

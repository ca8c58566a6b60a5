// The analyst service's directory search (GET /api/v1/analyst/search, docs/contracts.md).
import { analystContracts, type AnalystDto, type AnalystSearchResponseDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { joinFilterValues, type AnalystFilterName } from '@portal/domain';

// Analysts change rarely, but a directory answer should follow a new hire within a minute.
export const ANALYST_SEARCH_TTL_SECONDS = 60;

export interface AnalystSearchRequest {
  query: string;
  filters: Record<AnalystFilterName, string[]>;
  page: number;
  size: number;
}

export class AnalystApi extends PortalRestDataSource {
  search({ query, filters, page, size }: AnalystSearchRequest): Promise<AnalystSearchResponseDto> {
    // Spec 2 §5: several values in one parameter, commas inside a value escaped with a backslash.
    const filterParams = Object.fromEntries(
      Object.entries(filters)
        .filter(([, values]) => values.length > 0)
        .map(([name, values]) => [name, joinFilterValues(values)]),
    );
    return this.callContract(
      analystContracts.search,
      { query: { query, page: String(page), size: String(size), ...filterParams } },
      { cache: { ttl: ANALYST_SEARCH_TTL_SECONDS } },
    );
  }

  /** Analysts by id (their names); unknown ids are left out. */
  async batch(ids: readonly string[]): Promise<AnalystDto[]> {
    if (ids.length === 0) return [];
    const { items } = await this.callContract(analystContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: ANALYST_SEARCH_TTL_SECONDS } });
    return items;
  }
}

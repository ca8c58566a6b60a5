// The analyst service's directory search (GET /api/v1/analyst/search, docs/contracts.md).
import { PortalRestDataSource } from '@portal/graph-kit';
import { joinFilterValues, type AnalystFilterName, type AnalystSearchResponseDto } from '@portal/domain';

// Analysts change rarely, but a directory answer should follow a new hire within a minute.
export const ANALYST_SEARCH_TTL_SECONDS = 60;

export interface AnalystSearchRequest {
  query: string;
  filters: Record<AnalystFilterName, string[]>;
  page: number;
  size: number;
}

export class AnalystApi extends PortalRestDataSource {
  async search({ query, filters, page, size }: AnalystSearchRequest): Promise<AnalystSearchResponseDto> {
    const params: Record<string, string> = { query, page: String(page), size: String(size) };
    // Spec 2 §5: several values in one parameter, commas inside a value escaped with a backslash.
    for (const [name, values] of Object.entries(filters)) if (values.length > 0) params[name] = joinFilterValues(values);
    return this.getJson<AnalystSearchResponseDto>('/api/v1/analyst/search', { params, cache: { ttl: ANALYST_SEARCH_TTL_SECONDS } });
  }
}

// GraphQL input -> analyst service request, and its answer -> AnalystSearchResults.
import { ANALYST_FILTER_NAMES, ANALYST_PAGE_SIZE, INVALID_TAB_SELECTION, isAnalystDirectoryTab } from '@portal/domain';
import { portalError } from '@portal/graph-kit';
import type { AnalystSearchRequest } from '../rest/analyst.api.js';
import type { AnalystSearchInput } from './analysts.args.js';
import type { AnalystSearchResults } from './analysts.type.js';
import type { AnalystSearchResponseDto } from '@portal/contracts';
import { pageFrom } from '../paging/page.type.js';

/** Spec 2 §5: an unknown or disabled directory tab throws 'Invalid tab selection'. */
export function checkDirectoryTab(tab: string | null | undefined): void {
  if (tab !== null && tab !== undefined && !isAnalystDirectoryTab(tab)) throw portalError(400, 'Bad Request', INVALID_TAB_SELECTION);
}

const clean = (values: string[] | null | undefined) => [...new Set((values ?? []).map((v) => v.trim()).filter((v) => v.length > 0))];

export function analystSearchRequestOf(input: AnalystSearchInput): AnalystSearchRequest {
  return {
    query: (input.query ?? '').trim(),
    filters: Object.fromEntries(ANALYST_FILTER_NAMES.map((name) => [name, clean(input[name])])) as AnalystSearchRequest['filters'],
    page: input.page ?? 1,
    size: ANALYST_PAGE_SIZE,
  };
}

export function analystSearchResultsOf(request: AnalystSearchRequest, answer: AnalystSearchResponseDto): AnalystSearchResults {
  return {
    // References only: content-graph resolves them (one batch per page) through the gateway.
    ...pageFrom(answer, (analyst) => ({ id: analyst.contentId })),
    aggregations: ANALYST_FILTER_NAMES.map((name) => ({
      name,
      buckets: (answer.aggregations[name] ?? []).map(({ key, count }) => ({ key, count })),
    })),
    query: request.query,
  };
}

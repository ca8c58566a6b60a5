// The All tab's extras on page 1 (spec 2 §4, §9): the analyst spotlight and 2 charts and figures.
// Other tabs and later pages show neither, and ask for neither.
import type { SearchQuery } from '@portal/domain';
import type { AnalystSearchRequest } from '../rest/analyst.api.js';
import type { SearchBody, SearchParams } from '@portal/contracts';
import { searchRequestOf } from './search.mapper.js';

/** Spec 2 §9: charts and figures preview. */
export const CHARTS_AND_FIGURES_PREVIEW_SIZE = 2;
/** Analysts matching the query shown above the results. */
export const SPOTLIGHT_SIZE = 3;

export function showsPreviews(query: SearchQuery | undefined): query is SearchQuery {
  return query !== undefined && query.activeTab === 'allResults' && query.page === 1;
}

/** Analysts whose name, title, bio or topics hold the query; none without a query. */
export function spotlightRequestOf(query: SearchQuery | undefined): AnalystSearchRequest | null {
  if (!showsPreviews(query) || query.query === '') return null;
  return { query: query.query, filters: { industry: [], region: [], topic: [] }, page: 1, size: SPOTLIGHT_SIZE };
}

/** The same search (query, facets, dates) over figures only, its first 2 hits. */
export function chartsAndFiguresRequestOf(query: SearchQuery | undefined): { params: SearchParams; body: SearchBody } | null {
  if (!showsPreviews(query)) return null;
  const { params, body } = searchRequestOf({ ...query, contentTypes: ['figure'] });
  return { params: { ...params, page: '1', size: String(CHARTS_AND_FIGURES_PREVIEW_SIZE) }, body };
}

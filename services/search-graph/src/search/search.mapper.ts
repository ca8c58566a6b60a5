// GraphQL input -> domain SearchQuery -> search-service request, and its answer -> SearchResults.
import { CONTENT_ITEM_ID_PATTERN, FACET_NAMES, WEBINAR_ID_PATTERN, normalizeSearchQuery, type SearchParamsInput, type SearchQuery } from '@portal/domain';
import { booleanText, type SearchBody, type SearchHitDto, type SearchParams, type SearchResponseDto } from '@portal/contracts';
import type { SearchInput } from './search.args.js';
import type { Facet, SearchCard, SearchResults } from './search.type.js';
import { pageFrom } from '../paging/page.type.js';

/** Spec 2 §9: search page size. */
export const SEARCH_PAGE_SIZE = 10;

const REPORT_CONTENT_TYPES = new Set(['research', 'stories']);
const REPORT_ID = /^RES\d+$/;
const WEBINAR_CONTENT_TYPES = new Set(['webinar', 'forum']);
const CONTENT_ITEM_TYPES = new Set(['survey', 'playbook', 'blog', 'podcast', 'tool']);

/**
 * The input read the way the web app reads its URL, so both drop the same invalid values. Facet
 * filters with names outside the known facets are ignored (they cannot overwrite `page` & co.).
 */
export function searchQueryFromInput(input: SearchInput): SearchQuery {
  const params: Record<string, string | string[] | undefined> = {};
  for (const filter of input.filters ?? []) {
    if (!(FACET_NAMES as readonly string[]).includes(filter.name)) continue;
    params[filter.name] = [...((params[filter.name] as string[] | undefined) ?? []), ...filter.values];
  }
  const text = (value: string | number | boolean | null | undefined) => (value === null || value === undefined ? undefined : String(value));
  Object.assign(params, {
    query: text(input.query),
    activeTab: text(input.activeTab),
    sortType: text(input.sortType),
    accessOnly: text(input.accessOnly),
    isFuzzyNeeded: text(input.isFuzzyNeeded),
    publishedSinceInDays: text(input.publishedSinceInDays),
    publishedDateFrom: text(input.publishedDateFrom),
    publishedDateTo: text(input.publishedDateTo),
    page: text(input.page),
  } satisfies SearchParamsInput);
  return normalizeSearchQuery(params);
}

export function searchRequestOf(query: SearchQuery): { params: SearchParams; body: SearchBody } {
  const params: SearchParams = {
    query: query.query,
    type: query.contentTypes.join(','),
    accessOnly: booleanText(query.accessOnly),
    page: String(query.page),
    size: String(SEARCH_PAGE_SIZE),
    sortType: query.sortType,
    sortOrder: 'desc',
    isFuzzyNeeded: booleanText(query.isFuzzyNeeded),
  };
  if (query.publishedSinceInDays !== null) params.publishedSinceInDays = String(query.publishedSinceInDays);
  if (query.publishedDateFrom !== null) params.publishedDateFrom = query.publishedDateFrom;
  if (query.publishedDateTo !== null) params.publishedDateTo = query.publishedDateTo;
  // Facets in a fixed order, so one question always makes one body (and one cache key).
  const termFilters = Object.fromEntries(
    FACET_NAMES.filter((name) => query.filters[name]?.length).map((name) => [name, [...query.filters[name]!]]),
  );
  const body: SearchBody = Object.keys(termFilters).length > 0 ? { filters: { termFilters } } : {};
  return { params, body };
}

export function searchCardOf(hit: SearchHitDto): SearchCard {
  return {
    contentId: hit.contentId,
    contentType: hit.contentType,
    title: hit.title,
    summary: hit.summary,
    publishedDate: hit.publishedDate,
    ipType: hit.ipType ?? null,
    path: hit.path,
    readTime: hit.readTime ?? null,
    // References only: content-graph resolves them (one batch per page) through the gateway.
    report: REPORT_CONTENT_TYPES.has(hit.contentType) && REPORT_ID.test(hit.contentId) ? { id: hit.contentId } : null,
    figure: hit.contentType === 'figure' ? { id: hit.contentId } : null,
    webinar: WEBINAR_CONTENT_TYPES.has(hit.contentType) && WEBINAR_ID_PATTERN.test(hit.contentId) ? { id: hit.contentId } : null,
    content: CONTENT_ITEM_TYPES.has(hit.contentType) && CONTENT_ITEM_ID_PATTERN.test(hit.contentId) ? { id: hit.contentId } : null,
  };
}

export function searchResultsOf(query: SearchQuery, answer: SearchResponseDto): SearchResults {
  const aggregations: Facet[] = Object.entries(answer.aggregations ?? {}).map(([name, buckets]) => ({
    name,
    buckets: buckets.map(({ key, count }) => ({ key, count })),
  }));
  return {
    // Spec 2 §4: tabs load further pages while page is below total pages.
    ...pageFrom(answer, searchCardOf),
    aggregations,
    fuzzy: answer.fuzzy ? { value: answer.fuzzy.value, message: answer.fuzzy.message } : null,
    query: query.query,
  };
}

// The URL is the search page's state (back and forward restore it): this module turns the URL into
// the domain SearchQuery (through the shared normaliser, so the page drops exactly what the services
// drop), the query into the GraphQL input and back into URLs for every control of the page.
import { FACET_NAMES, normalizeSearchQuery, toSearchParams, type FacetName, type SearchQuery, type SearchTab } from '@portal/domain';
import type { SearchInput } from '../../gql/graphql';

export const SEARCH_PATH = '/allSearch';
/**
 * The URL parameter of the searched text (toSearchParams names parameters after SearchQuery's
 * fields): a search box's field name, so a form the browser submits itself, before the app runs,
 * opens the same URL as the app.
 */
export const SEARCH_TEXT_PARAM = 'query' satisfies keyof SearchQuery;

export function searchQueryFromUrl(search: string | URLSearchParams): SearchQuery {
  return normalizeSearchQuery(typeof search === 'string' ? new URLSearchParams(search) : search);
}

/** Every field given, so one URL state is always one set of variables (and one cache entry). */
export function searchInputOf(query: SearchQuery): SearchInput {
  return {
    query: query.query,
    activeTab: query.activeTab,
    sortType: query.sortType,
    accessOnly: query.accessOnly,
    isFuzzyNeeded: query.isFuzzyNeeded,
    publishedSinceInDays: query.publishedSinceInDays,
    publishedDateFrom: query.publishedDateFrom,
    publishedDateTo: query.publishedDateTo,
    page: query.page,
    filters: FACET_NAMES.filter((name) => query.filters[name]?.length).map((name) => ({ name, values: [...query.filters[name]!] })),
  };
}

export function searchHref(query: SearchQuery): string {
  const params = toSearchParams(query).toString();
  return params ? `${SEARCH_PATH}?${params}` : SEARCH_PATH;
}

/** A new search from the header box: the typed query with every other setting at its default. */
export function freshSearchHref(text: string): string {
  return searchHref(normalizeSearchQuery({ query: text }));
}

/** Any change of what is searched starts again at page 1; only paging keeps the other settings. */
function changed(query: SearchQuery, change: Partial<SearchQuery>): SearchQuery {
  return { ...query, page: 1, ...change };
}

export function tabHref(query: SearchQuery, tab: SearchTab): string {
  return searchHref(changed(query, { activeTab: tab }));
}

export function pageHref(query: SearchQuery, page: number): string {
  return searchHref({ ...query, page });
}

export function sortHref(query: SearchQuery, sortType: SearchQuery['sortType']): string {
  return searchHref(changed(query, { sortType }));
}

/** A relative range replaces explicit dates (spec 1 §5); 'any time' clears both. */
export function publishedSinceHref(query: SearchQuery, days: SearchQuery['publishedSinceInDays']): string {
  return searchHref(changed(query, { publishedSinceInDays: days, publishedDateFrom: null, publishedDateTo: null }));
}

export function toggleFacetHref(query: SearchQuery, name: FacetName, value: string): string {
  const current = query.filters[name] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...query.filters, [name]: values };
  if (values.length === 0) delete filters[name];
  return searchHref(changed(query, { filters }));
}

export function clearFiltersHref(query: SearchQuery): string {
  return searchHref(changed(query, { filters: {} }));
}

export function hasFilters(query: SearchQuery): boolean {
  return Object.values(query.filters).some((values) => values && values.length > 0);
}

/** An explicit publication range; a relative one is dropped, as the normaliser would drop it. */
export function dateRangeHref(query: SearchQuery, from: string | null, to: string | null): string {
  return searchHref(changed(query, { publishedSinceInDays: null, publishedDateFrom: from, publishedDateTo: to }));
}

export function accessOnlyHref(query: SearchQuery, accessOnly: boolean): string {
  return searchHref(changed(query, { accessOnly }));
}

/** The same search without spelling correction: for when the corrected words were not meant. */
export function exactSearchHref(query: SearchQuery): string {
  return searchHref(changed(query, { isFuzzyNeeded: false }));
}

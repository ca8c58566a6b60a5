// The URL is the directory's state (back and forward restore it): query, the industry, region and
// topic filters (several values comma-separated, commas inside a value escaped with a backslash,
// spec 2 §5), the page and, when given, the tab (checked by the service: 'Invalid tab selection').
import { ANALYST_FILTER_NAMES, joinFilterValues, splitFilterValues, type AnalystFilterName } from '@portal/domain';
import type { AnalystSearchInput } from '../../gql/graphql';

export const ANALYSTS_PATH = '/analysts';
const MAX_PAGE = 1000;

export interface AnalystsQuery {
  query: string;
  filters: Record<AnalystFilterName, string[]>;
  page: number;
  /** Only what the URL says; null when it says nothing. */
  tab: string | null;
}

function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function analystsQueryFromUrl(search: string | URLSearchParams): AnalystsQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = Object.fromEntries(
    ANALYST_FILTER_NAMES.map((name) => [name, [...new Set(params.getAll(name).flatMap(splitFilterValues))]]),
  ) as AnalystsQuery['filters'];
  return { query: (params.get('query') ?? '').trim(), filters, page: pageOf(params.get('page')), tab: params.get('tab') };
}

/** Every field given, so one URL state is always one set of variables (and one cache entry). */
export function analystsInputOf(query: AnalystsQuery): AnalystSearchInput {
  return { query: query.query, industry: query.filters.industry, region: query.filters.region, topic: query.filters.topic, page: query.page, tab: query.tab };
}

export function analystsHref(query: AnalystsQuery): string {
  const params = new URLSearchParams();
  if (query.query) params.set('query', query.query);
  for (const name of ANALYST_FILTER_NAMES) if (query.filters[name].length > 0) params.set(name, joinFilterValues(query.filters[name]));
  if (query.page > 1) params.set('page', String(query.page));
  if (query.tab !== null) params.set('tab', query.tab);
  const text = params.toString();
  return text ? `${ANALYSTS_PATH}?${text}` : ANALYSTS_PATH;
}

export function pageHref(query: AnalystsQuery, page: number): string {
  return analystsHref({ ...query, page });
}

/** A new query keeps the filters and starts at page 1. */
export function queryHref(query: AnalystsQuery, text: string): string {
  return analystsHref({ ...query, query: text.trim(), page: 1 });
}

export function toggleFilterHref(query: AnalystsQuery, name: AnalystFilterName, value: string): string {
  const current = query.filters[name];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return analystsHref({ ...query, filters: { ...query.filters, [name]: values }, page: 1 });
}

export function clearFiltersHref(query: AnalystsQuery): string {
  return analystsHref({ ...query, filters: { industry: [], region: [], topic: [] }, page: 1 });
}

export function hasFilters(query: AnalystsQuery): boolean {
  return ANALYST_FILTER_NAMES.some((name) => query.filters[name].length > 0);
}

// What the forecasts page asks (spec 2 §4), kept in its URL (?query=&sort=): a keyword switches the
// sort to Relevance and an emptied box back to Date; otherwise the reader's sort choice stands.
import { FORECAST_SORTS, forecastSortFor, type ForecastSort, type ForecastTab } from '@portal/domain';

export interface ForecastRequest {
  query: string;
  sortType: ForecastSort;
}

export const FIRST_FORECAST_REQUEST: ForecastRequest = { query: '', sortType: 'date' };

export function withKeyword(previous: ForecastRequest, keyword: string): ForecastRequest {
  const query = keyword.trim();
  if (query === previous.query) return previous;
  const switched = (query === '') !== (previous.query === '');
  return { query, sortType: switched ? forecastSortFor(query) : previous.sortType };
}

export function withSort(previous: ForecastRequest, sortType: ForecastSort): ForecastRequest {
  return sortType === previous.sortType ? previous : { ...previous, sortType };
}

const isForecastSort = (value: string | null): value is ForecastSort => FORECAST_SORTS.some((sort) => sort.value === value);

/** The request a query string holds; an invalid sort is the keyword's default. */
export function forecastRequestOf(params: URLSearchParams): ForecastRequest {
  const query = (params.get('query') ?? '').trim();
  const sort = params.get('sort');
  return { query, sortType: isForecastSort(sort) ? sort : forecastSortFor(query) };
}

/** The query string of a request, the keyword's default sort left out. */
export function forecastSearch(request: ForecastRequest): string {
  const params = new URLSearchParams();
  if (request.query) params.set('query', request.query);
  if (request.sortType !== forecastSortFor(request.query)) params.set('sort', request.sortType);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const forecastVariables = (tab: ForecastTab, request: ForecastRequest, page = 1) => ({
  input: { tab: tab.id, query: request.query, sortType: request.sortType, page },
});

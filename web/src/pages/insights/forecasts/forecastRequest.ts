// What the forecasts page asks after its filters change (spec 2 §4): a keyword switches the sort to
// Relevance and an emptied box back to Date; otherwise the reader's sort choice stands.
import { forecastSortFor, type ForecastSort } from '@portal/domain';

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

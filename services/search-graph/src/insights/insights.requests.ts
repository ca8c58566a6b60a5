// What each insights listing asks the search-service (POST /search-service/api/v1/search, spec 2
// §7 and docs/contracts-search.md): types with the product prefix, term filters, sort, page size.
import {
  DATA_SNAPSHOT_IP_TYPE, DATA_SNAPSHOT_PAGE_SIZE, DATA_SNAPSHOT_RECENCY_DAYS, FORECAST_IP_TYPE, FORECAST_PAGE_SIZE,
  LATEST_RESEARCH_PAGE_SIZE, MARKET_RESEARCH_SIZE, PHASE_PAGE_SIZE, RECENT_WAVES_SIZE, WAVE_IP_TYPE, buyerInsightsSize,
  dataSnapshotTab, forecastSortFor, forecastTab, latestResearchTab, phaseTab,
} from '@portal/domain';
import { SEARCH_PRODUCT } from '../rest/search.api.js';
import { booleanText, type SearchBody, type SearchParams, type SearchResponseDto } from '@portal/contracts';
import { searchCardOf } from '../search/search.mapper.js';
import { pageFrom } from '../paging/page.type.js';
import type {
  AnalystRelationsInput, BuyerInsightsInput, DataSnapshotsInput, ForecastsInput, LatestResearchInput, PriorityResearchInput,
} from './insights.args.js';
import type { InsightListResults } from './insights.type.js';

export interface SearchCall {
  params: SearchParams;
  body: SearchBody;
}

export interface CallParts {
  types: readonly string[];
  termFilters?: Record<string, string[]>;
  query?: string;
  sortType: 'date' | 'relevance';
  page: number;
  size: number;
  accessOnly?: boolean | null;
  publishedSinceInDays?: number;
}

export function listingSearchCall({ types, termFilters = {}, query = '', sortType, page, size, accessOnly, publishedSinceInDays }: CallParts): SearchCall {
  const params: SearchParams = {
    query: query.trim(),
    type: types.map((type) => `${SEARCH_PRODUCT}-${type}`).join(','),
    accessOnly: booleanText(accessOnly ?? true),
    page: String(page),
    size: String(size),
    sortType,
    sortOrder: 'desc',
    // Listings take the words as typed: no "showing results for" on a keyword box.
    isFuzzyNeeded: 'false',
  };
  if (publishedSinceInDays !== undefined) params.publishedSinceInDays = String(publishedSinceInDays);
  return { params, body: Object.keys(termFilters).length > 0 ? { filters: { termFilters } } : {} };
}

export function latestResearchCall(input: LatestResearchInput): SearchCall {
  const tab = latestResearchTab(input.tab)!;
  return listingSearchCall({ types: tab.types, sortType: 'date', page: input.page ?? 1, size: LATEST_RESEARCH_PAGE_SIZE, accessOnly: input.accessOnly });
}

export function forecastsCall(input: ForecastsInput): SearchCall {
  const tab = forecastTab(input.tab ?? undefined)!;
  const query = input.query ?? '';
  const termFilters: Record<string, string[]> = { ipType: [FORECAST_IP_TYPE] };
  if (tab.category) termFilters.forecastCategory = [tab.category];
  return listingSearchCall({
    types: ['research'], termFilters, query, sortType: input.sortType ?? forecastSortFor(query),
    page: input.page ?? 1, size: FORECAST_PAGE_SIZE, accessOnly: input.accessOnly,
  });
}

export function dataSnapshotsCall(input: DataSnapshotsInput): SearchCall {
  const tab = dataSnapshotTab(input.tab ?? undefined)!;
  return listingSearchCall({
    types: ['research'], termFilters: { ipType: [DATA_SNAPSHOT_IP_TYPE], audience: [tab.label] }, sortType: 'relevance',
    page: input.page ?? 1, size: DATA_SNAPSHOT_PAGE_SIZE, accessOnly: input.accessOnly, publishedSinceInDays: DATA_SNAPSHOT_RECENCY_DAYS,
  });
}

/** Offsets are multiples of 3 (validated), so the step is one page of its own size. */
export function buyerInsightsCall(input: BuyerInsightsInput): SearchCall {
  const offset = input.offset ?? 0;
  const size = buyerInsightsSize(offset);
  const termFilters: Record<string, string[]> = { ipType: [DATA_SNAPSHOT_IP_TYPE], service: [input.service] };
  if (input.function) termFilters.function = [input.function];
  return listingSearchCall({ types: ['research'], termFilters, sortType: 'date', page: offset / size + 1, size });
}

export function recentWavesCall(service: string): SearchCall {
  return listingSearchCall({ types: ['research'], termFilters: { ipType: [WAVE_IP_TYPE], service: [service] }, sortType: 'date', page: 1, size: RECENT_WAVES_SIZE });
}

export function marketResearchCall(service: string): SearchCall {
  return listingSearchCall({ types: ['research'], termFilters: { service: [service] }, sortType: 'date', page: 1, size: MARKET_RESEARCH_SIZE });
}

/** Spec 2 §7: termFilters phaseName and serviceName, types {product}-webinar and {product}-research, newest first. */
export function analystRelationsCall(input: AnalystRelationsInput): SearchCall {
  const phase = phaseTab(input.phase ?? undefined)!;
  return listingSearchCall({
    types: ['webinar', 'research'], termFilters: { phaseName: [phase.label], serviceName: [input.service] }, sortType: 'date',
    page: input.page ?? 1, size: PHASE_PAGE_SIZE, accessOnly: input.accessOnly,
  });
}

/** Further research of a priority: its research and webinars of the phase, newest first. */
export function priorityResearchCall(input: PriorityResearchInput): SearchCall {
  const phase = phaseTab(input.phase ?? undefined)!;
  return listingSearchCall({
    types: ['webinar', 'research'], termFilters: { priorityId: [input.priorityId], phaseName: [phase.label] }, sortType: 'date',
    page: input.page ?? 1, size: PHASE_PAGE_SIZE, accessOnly: input.accessOnly,
  });
}

export function listResultsOf(answer: SearchResponseDto): InsightListResults {
  return pageFrom(answer, searchCardOf);
}

// The search query rules of spec 1 §5 (docs/contracts-search.md): one normaliser shared by the web
// app (URL <-> state) and the services (GraphQL input), so both accept and drop the same values.
// Invalid values are dropped, never an error: a hand-edited or stale URL still searches.

/** Tabs accepted in the URL (spec 1 §5 and issue #3's one table). */
export const SEARCH_TABS = [
  'allResults', 'reports', 'tools', 'events', 'audio', 'video', 'blogs', 'playbooks', 'analytics', 'chartsAndFigures',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_CONTENT_TYPES = [
  'research', 'stories', 'playbook', 'blog', 'survey', 'webinar', 'forum', 'external', 'podcast', 'tool', 'video', 'figure',
  // Planning guide and prediction pages: searchable by type, in no /allSearch tab.
  'planningGuide', 'prediction',
] as const;
export type SearchContentType = (typeof SEARCH_CONTENT_TYPES)[number];

/** activeTab -> content types: the one table of issue #3. */
export const TAB_CONTENT_TYPES: Readonly<Record<SearchTab, readonly SearchContentType[]>> = {
  allResults: ['research', 'stories', 'playbook', 'blog', 'survey', 'webinar', 'forum', 'external', 'podcast'],
  reports: ['research', 'stories'],
  tools: ['tool'],
  events: ['webinar', 'forum'],
  audio: ['podcast'],
  video: ['video'],
  blogs: ['blog'],
  playbooks: ['playbook'],
  analytics: ['survey'],
  chartsAndFigures: ['figure'],
};

/** The tabs /allSearch shows, in order (spec 2 §2); the others are accepted in the URL only. */
export const VISIBLE_SEARCH_TABS: readonly { tab: SearchTab; label: string }[] = [
  { tab: 'allResults', label: 'All' },
  { tab: 'reports', label: 'Reports' },
  { tab: 'tools', label: 'Tools' },
  { tab: 'events', label: 'Webinars' },
  { tab: 'audio', label: 'Podcasts' },
  { tab: 'blogs', label: 'Blogs' },
  { tab: 'chartsAndFigures', label: 'Charts & Figures' },
];

export const FACET_NAMES = [
  'industry', 'geography', 'ipType', 'businessTopics', 'enterprisePriorities', 'function', 'service', 'priority', 'phase',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export const SORT_TYPES = ['relevance', 'date'] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const PUBLISHED_SINCE_DAYS = [30, 180, 365, 730] as const;
export type PublishedSinceInDays = (typeof PUBLISHED_SINCE_DAYS)[number];

/** Allowed values of the spec's `ipType` URL parameter (spec 1 §5); not the facet's values. */
export const IP_TYPE_PARAM_VALUES = [
  'noSelection', 'allWave', 'techTide', 'consumerTechno', 'businessTechno', 'nowTech', 'newTech', 'predictions',
] as const;
export type IpTypeParam = (typeof IP_TYPE_PARAM_VALUES)[number];

/** Words a query needs before it counts as a keyword search (spec 1 §5, "by default"). */
export const KEYWORD_SEARCH_MIN_WORDS = 5;

export interface SearchQuery {
  query: string;
  activeTab: SearchTab;
  contentTypes: SearchContentType[];
  sortType: SortType;
  accessOnly: boolean;
  isFuzzyNeeded: boolean;
  publishedSinceInDays: PublishedSinceInDays | null;
  publishedDateFrom: string | null;
  publishedDateTo: string | null;
  page: number;
  filters: Partial<Record<FacetName, string[]>>;
}

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

export const DEFAULT_SEARCH_QUERY: Readonly<SearchQuery> = Object.freeze({
  query: '',
  activeTab: 'allResults',
  contentTypes: [...TAB_CONTENT_TYPES.allResults],
  sortType: 'relevance',
  accessOnly: true,
  isFuzzyNeeded: true,
  publishedSinceInDays: null,
  publishedDateFrom: null,
  publishedDateTo: null,
  page: 1,
  filters: {},
});

/** Every value given for a parameter, in order (URLSearchParams and records alike). */
function allValues(params: SearchParamsInput, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first value that passes `accept`, so a repeated parameter with one good value still counts. */
function firstAllowed<T>(values: string[], accept: (value: string) => T | undefined): T | undefined {
  for (const value of values) {
    const accepted = accept(value.trim());
    if (accepted !== undefined) return accepted;
  }
  return undefined;
}

const oneOf =
  <T extends string | number>(allowed: readonly T[], parse: (raw: string) => unknown = (raw) => raw) =>
  (raw: string): T | undefined => {
    const value = parse(raw);
    return allowed.includes(value as T) ? (value as T) : undefined;
  };

const parseBoolean = (raw: string): boolean | undefined => (raw === 'true' ? true : raw === 'false' ? false : undefined);

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const parseDate = (raw: string): string | undefined => (isIsoDate(raw) ? raw : undefined);

/** Pages beyond this are refused by the search service as well. */
export const MAX_SEARCH_PAGE = 100_000;

const parsePage = (raw: string): number | undefined => {
  if (!/^\d+$/.test(raw)) return undefined;
  const page = Number(raw);
  return page >= 1 && page <= MAX_SEARCH_PAGE ? page : undefined;
};

/** Facet values: every occurrence split on '|', trimmed, empty and repeated values dropped. */
function facetValues(values: string[]): string[] {
  const parts = values.flatMap((value) => value.split('|')).map((part) => part.trim()).filter((part) => part.length > 0);
  return [...new Set(parts)];
}

export function normalizeSearchQuery(params: SearchParamsInput): SearchQuery {
  const activeTab = firstAllowed(allValues(params, 'activeTab'), oneOf(SEARCH_TABS)) ?? DEFAULT_SEARCH_QUERY.activeTab;
  // `sortType` is the spec's name (spec 2 §2); `sortBy` (spec 1 §5) is its alias.
  const sortType =
    firstAllowed(allValues(params, 'sortType'), oneOf(SORT_TYPES)) ??
    firstAllowed(allValues(params, 'sortBy'), oneOf(SORT_TYPES)) ??
    DEFAULT_SEARCH_QUERY.sortType;
  const publishedSinceInDays =
    firstAllowed(allValues(params, 'publishedSinceInDays'), oneOf(PUBLISHED_SINCE_DAYS, (raw) => (/^\d+$/.test(raw) ? Number(raw) : NaN))) ?? null;
  // A valid relative range replaces explicit dates (spec 1 §5).
  let publishedDateFrom = publishedSinceInDays === null ? (firstAllowed(allValues(params, 'publishedDateFrom'), parseDate) ?? null) : null;
  let publishedDateTo = publishedSinceInDays === null ? (firstAllowed(allValues(params, 'publishedDateTo'), parseDate) ?? null) : null;
  // An inverted range can match nothing: both ends are invalid together.
  if (publishedDateFrom !== null && publishedDateTo !== null && publishedDateFrom > publishedDateTo) {
    publishedDateFrom = null;
    publishedDateTo = null;
  }

  const filters: SearchQuery['filters'] = {};
  for (const name of FACET_NAMES) {
    let values = facetValues(allValues(params, name));
    // The spec's ipType 'noSelection' means no filter at all, not a value to match.
    if (name === 'ipType') values = values.filter((value) => value !== 'noSelection');
    if (values.length > 0) filters[name] = values;
  }

  return {
    query: (allValues(params, 'query')[0] ?? '').trim(),
    activeTab,
    contentTypes: [...TAB_CONTENT_TYPES[activeTab]],
    sortType,
    accessOnly: firstAllowed(allValues(params, 'accessOnly'), parseBoolean) ?? DEFAULT_SEARCH_QUERY.accessOnly,
    isFuzzyNeeded: firstAllowed(allValues(params, 'isFuzzyNeeded'), parseBoolean) ?? DEFAULT_SEARCH_QUERY.isFuzzyNeeded,
    publishedSinceInDays,
    publishedDateFrom,
    publishedDateTo,
    page: firstAllowed(allValues(params, 'page'), parsePage) ?? DEFAULT_SEARCH_QUERY.page,
    filters,
  };
}

/** The URL form of a query, defaults omitted; normalizeSearchQuery reads it back unchanged. */
export function toSearchParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_SEARCH_QUERY;
  if (query.query.trim() !== '') params.set('query', query.query.trim());
  if (query.activeTab !== d.activeTab) params.set('activeTab', query.activeTab);
  if (query.sortType !== d.sortType) params.set('sortType', query.sortType);
  if (query.accessOnly !== d.accessOnly) params.set('accessOnly', String(query.accessOnly));
  if (query.isFuzzyNeeded !== d.isFuzzyNeeded) params.set('isFuzzyNeeded', String(query.isFuzzyNeeded));
  if (query.publishedSinceInDays !== null) params.set('publishedSinceInDays', String(query.publishedSinceInDays));
  else {
    if (query.publishedDateFrom !== null) params.set('publishedDateFrom', query.publishedDateFrom);
    if (query.publishedDateTo !== null) params.set('publishedDateTo', query.publishedDateTo);
  }
  if (query.page !== d.page) params.set('page', String(query.page));
  for (const name of FACET_NAMES) {
    const values = query.filters[name];
    if (values && values.length > 0) params.set(name, values.join('|'));
  }
  return params;
}

/** The keyword-search condition (spec 1 §5): at least 5 space-separated words. */
export function isKeywordSearch(query: SearchQuery | string, minWords: number = KEYWORD_SEARCH_MIN_WORDS): boolean {
  const text = typeof query === 'string' ? query : query.query;
  return text.split(/\s+/).filter((word) => word.length > 0).length >= minWords;
}

/** The spec's `ipType` URL parameter (spec 1 §5): an allowed value, or null when absent or invalid. */
export function normalizeIpTypeParam(params: SearchParamsInput): IpTypeParam | null {
  return firstAllowed(allValues(params, 'ipType'), oneOf(IP_TYPE_PARAM_VALUES)) ?? null;
}

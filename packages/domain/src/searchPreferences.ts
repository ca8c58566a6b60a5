// Search preferences (spec 1 §3, §4, §9): the settings of the last search a signed-in user made,
// kept for 7 days in a cookie and applied when they open search again without settings of their
// own. The cookie is read back through the same normaliser as the URL, so a cookie edited by hand
// can set nothing a URL could not.
import { DEFAULT_SEARCH_QUERY, FACET_NAMES, normalizeSearchQuery, type FacetName, type SearchQuery } from './searchQuery.js';

export const SEARCH_PREFERENCES_COOKIE = 'portal_user_prefs';
export const SEARCH_PREFERENCES_MAX_AGE_SECONDS = 604_800;
/** Browsers drop cookies over 4096 bytes; preferences that large are not saved at all. */
const MAX_COOKIE_VALUE_BYTES = 3_800;

export type SearchPreferences = {
  publishedSinceInDays: number | null;
  publishedDateFrom: string | null;
  publishedDateTo: string | null;
  accessOnly: boolean;
  isFuzzyNeeded: boolean;
  activeTab: string;
  contentType: string[];
} & Record<FacetName, string[]>;

export function searchPreferencesOf(query: SearchQuery): SearchPreferences {
  const aggregations = Object.fromEntries(FACET_NAMES.map((name) => [name, [...(query.filters[name] ?? [])]])) as Record<FacetName, string[]>;
  return {
    publishedSinceInDays: query.publishedSinceInDays,
    publishedDateFrom: query.publishedDateFrom,
    publishedDateTo: query.publishedDateTo,
    accessOnly: query.accessOnly,
    isFuzzyNeeded: query.isFuzzyNeeded,
    activeTab: query.activeTab,
    contentType: [...query.contentTypes],
    ...aggregations,
  };
}

/** The cookie's value, or null when it would be too large to keep. */
export function searchPreferencesCookieValue(preferences: SearchPreferences): string | null {
  const value = encodeURIComponent(JSON.stringify(preferences));
  return value.length <= MAX_COOKIE_VALUE_BYTES ? value : null;
}

function asParam(value: unknown): string | string[] | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return undefined;
}

/** The saved settings applied to a search for `text`, or null when the cookie holds nothing usable. */
export function searchQueryFromPreferences(cookieValue: string, text = ''): SearchQuery | null {
  let saved: unknown;
  try {
    saved = JSON.parse(decodeURIComponent(cookieValue));
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return null;
  const record = saved as Record<string, unknown>;
  const params: Record<string, string | string[] | undefined> = { query: text };
  for (const name of ['publishedSinceInDays', 'publishedDateFrom', 'publishedDateTo', 'accessOnly', 'isFuzzyNeeded', 'activeTab', ...FACET_NAMES]) {
    params[name] = asParam(record[name]);
  }
  return normalizeSearchQuery(params);
}

/** URL parameters that only say what to look for and where, not how: a URL with no others has no settings of its own. */
const NON_SETTING_PARAMS = new Set(['query', 'page']);

export function hasSearchSettings(params: URLSearchParams): boolean {
  return [...params.keys()].some((name) => !NON_SETTING_PARAMS.has(name));
}

/** Whether saved preferences change anything about a default search. */
export function differsFromDefaults(query: SearchQuery): boolean {
  const d = DEFAULT_SEARCH_QUERY;
  return (
    query.activeTab !== d.activeTab ||
    query.accessOnly !== d.accessOnly ||
    query.isFuzzyNeeded !== d.isFuzzyNeeded ||
    query.publishedSinceInDays !== d.publishedSinceInDays ||
    query.publishedDateFrom !== d.publishedDateFrom ||
    query.publishedDateTo !== d.publishedDateTo ||
    FACET_NAMES.some((name) => (query.filters[name]?.length ?? 0) > 0)
  );
}

// Tabs, sorts and limits of the playbook and survey listings (spec 3 §2 "Tab selection", §4, §5,
// §9), shared by web (URLs, controls) and services (validation, paging).

/** Playbook tabs, selected by the last path segment of /insights/playbooks/{slug}. */
export const PLAYBOOK_TABS = [
  { slug: 'imperative-playbooks', id: 'imperative', label: 'Imperative Playbooks' },
  { slug: 'marketing-and-strategy', id: 'marketingStrategy', label: 'Marketing And Strategy' },
  { slug: 'technology-industry-and-management', id: 'technologyIndustryManagement', label: 'Technology, Industry And Management' },
] as const;
export type PlaybookTab = (typeof PLAYBOOK_TABS)[number];
export type PlaybookTabId = PlaybookTab['id'];
export const PLAYBOOK_TAB_IDS = PLAYBOOK_TABS.map((tab) => tab.id) as PlaybookTabId[];
export const PLAYBOOKS_BASE_PATH = '/insights/playbooks';
/** Cards per playbook page; 'Show more' adds as many again. */
export const PLAYBOOK_PAGE_SIZE = 9;

/** The tab a path's last segment names; the first tab for /insights/playbooks itself or an unknown slug. */
export function playbookTabOfPath(pathname: string): PlaybookTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return PLAYBOOK_TABS.find((tab) => tab.slug === last) ?? PLAYBOOK_TABS[0];
}

export function playbookTabById(id: string): PlaybookTab | undefined {
  return PLAYBOOK_TABS.find((tab) => tab.id === id);
}

/** Survey tabs (spec 3 §2), selected by /surveys/{tabId}; business when none is given. */
export const SURVEY_TABS = [
  { id: 'business', label: 'Business' },
  { id: 'consumer', label: 'Consumer' },
] as const;
export type SurveyTabId = (typeof SURVEY_TABS)[number]['id'];
export const SURVEY_TAB_IDS = SURVEY_TABS.map((tab) => tab.id) as SurveyTabId[];
export const SURVEYS_BASE_PATH = '/surveys';
export const SURVEY_PAGE_SIZE = 9;

export function isSurveyTabId(value: string): value is SurveyTabId {
  return (SURVEY_TAB_IDS as string[]).includes(value);
}

/** Survey sort options (spec 3 §9), in the order the control lists them. */
export const SURVEY_SORT_OPTIONS = [
  { value: 'date', label: 'Publish Date', sortType: 'date', sortOrder: 'desc' },
  { value: 'relevance', label: 'Relevance', sortType: 'relevance', sortOrder: 'desc' },
  { value: 'name-asc', label: 'Name A-Z', sortType: 'name', sortOrder: 'asc' },
  { value: 'name-desc', label: 'Name Z-A', sortType: 'name', sortOrder: 'desc' },
] as const;
export type SurveySortValue = (typeof SURVEY_SORT_OPTIONS)[number]['value'];
export type SurveySortType = 'date' | 'relevance' | 'name';
export type SortOrder = 'asc' | 'desc';
export const SURVEY_SORT_VALUES = SURVEY_SORT_OPTIONS.map((option) => option.value) as SurveySortValue[];

export function surveySortOption(value: string) {
  return SURVEY_SORT_OPTIONS.find((option) => option.value === value);
}

/** Spec 3 §9: the survey listing opens on the last 30 days. */
export const SURVEY_DEFAULT_PUBLISHED_SINCE_DAYS = 30;
/** The widening choices of the date control; -1 is any time (the search service's value). */
export const SURVEY_PUBLISHED_SINCE_OPTIONS = [
  { days: 30, label: 'Last 30 days' },
  { days: 180, label: 'Last 6 months' },
  { days: 365, label: 'Last 12 months' },
  { days: -1, label: 'Any time' },
] as const;
export const SURVEY_PUBLISHED_SINCE_DAYS = SURVEY_PUBLISHED_SINCE_OPTIONS.map((option) => option.days) as number[];
/** Spec 3 §9: survey search debounce. */
export const SURVEY_SEARCH_DEBOUNCE_MS = 300;
export const SURVEY_QUERY_MAX_LENGTH = 200;
/** Spec 3 §4, §9: 'Copy source' stays flagged copied this long. */
export const COPIED_SOURCE_FLAG_MS = 3000;
/** Spec 3 §2: the survey hero's yearly respondents. */
export const SURVEY_HERO_TEXT = 'More than 675,000 people are surveyed yearly: business and technology decision makers, and consumers around the world.';

/** Spec 3 §5: the survey search string is trimmed; an empty one is no search. */
export function normalizeSurveyQuery(text: string | null | undefined): string {
  return (text ?? '').trim().slice(0, SURVEY_QUERY_MAX_LENGTH);
}

/** Spec 3 §9: themed listings fetch 12 first, then 3 per 'Show more'. */
export const THEMED_LISTING_FIRST = 12;
export const THEMED_LISTING_STEP = 3;

/**
 * Offset paging of a themed listing as the search service's page/size: step 0 is page 1 of 12;
 * step n >= 1 is the 3 items after the first 12 + 3(n-1), i.e. page 4 + n of size 3 (12 is a
 * multiple of 3, so the pages line up).
 */
export function themedListingPage(step: number): { page: number; size: number } {
  if (!Number.isInteger(step) || step < 0) throw new RangeError(`Not a step: ${step}`);
  if (step === 0) return { page: 1, size: THEMED_LISTING_FIRST };
  return { page: THEMED_LISTING_FIRST / THEMED_LISTING_STEP + step, size: THEMED_LISTING_STEP };
}

/** How many of a themed listing are shown after `step` 'Show more' steps. */
export function themedListingShown(step: number, total: number): number {
  return Math.min(total, THEMED_LISTING_FIRST + step * THEMED_LISTING_STEP);
}

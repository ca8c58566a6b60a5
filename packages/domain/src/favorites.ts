// The saved collection and the favorites page (spec 2 §3 "Collection item", §4 "Saved collection",
// §9 "Saved indicator"; spec 3 "Favorites page state"): one definition of what may be saved, how
// the favorites are filtered and sorted, and the messages, for web, subgraph and upstream alike.

/** Spec 2 §4: only these types may be saved, in the spec's order. */
export const SAVABLE_CONTENT_TYPES = ['report', 'tool', 'audio', 'video', 'figure', 'webinar', 'peerDiscussion'] as const;
export type SavableContentType = (typeof SAVABLE_CONTENT_TYPES)[number];

/** How each savable type reads in the category filter and on a card. */
export const SAVABLE_CONTENT_TYPE_LABELS: Readonly<Record<SavableContentType, string>> = {
  report: 'Report',
  tool: 'Tool',
  audio: 'Audio',
  video: 'Video',
  figure: 'Figure',
  webinar: 'Webinar',
  peerDiscussion: 'Peer Discussions',
};

export function isSavableContentType(value: unknown): value is SavableContentType {
  return typeof value === 'string' && (SAVABLE_CONTENT_TYPES as readonly string[]).includes(value);
}

/** The refusal for any other type, naming the ones allowed (spec 2 §4). */
export function notSavableMessage(what: string): string {
  return `${what} cannot be saved. Only reports, tools, audio, video, figures, webinars and peer discussions can be saved.`;
}

/**
 * The shape of an id that may name saved content: any portal content id (RES…, WEB…, TOL…, POD…,
 * and the kinds that may not be saved, which are refused by type, not as malformed) or a figure of
 * a report (`{reportId}-figure-{n}`). Anything else is malformed input.
 */
export const SAVED_CONTENT_ID_PATTERN = /^[A-Z]{3}\d{1,18}(-figure-\d{1,4})?$/;
export const invalidSavedContentIdMessage = (id: string) => `Invalid content id: ${id}`;

/** Spec 2 §9: the 'recently saved' indication stays on for 2 seconds after an add. */
export const RECENTLY_SAVED_MS = 2000;

/** Favorites per page (ours; the spec names none): the search page's size. */
export const FAVORITES_PAGE_SIZE = 10;

export const FAVORITES_SORTS = ['recent', 'oldest', 'title', 'published'] as const;
export type FavoritesSort = (typeof FAVORITES_SORTS)[number];
export const DEFAULT_FAVORITES_SORT: FavoritesSort = 'recent';

export const FAVORITES_SORT_LABELS: Readonly<Record<FavoritesSort, string>> = {
  recent: 'Recently saved',
  oldest: 'Oldest saved',
  title: 'Title A-Z',
  published: 'Newest published',
};

export function isFavoritesSort(value: unknown): value is FavoritesSort {
  return typeof value === 'string' && (FAVORITES_SORTS as readonly string[]).includes(value);
}

/** Longest topic a filter takes (topics are short subject names). */
export const FAVORITES_TOPIC_MAX_LENGTH = 200;
/** Far beyond any collection: a page past it is a mistake or a scan. */
export const FAVORITES_MAX_PAGE = 1000;

/** The favorites page's URL state (spec 3 "Favorites page state"): invalid values are dropped. */
export interface FavoritesFilters {
  topic: string | null;
  category: SavableContentType | null;
  sort: FavoritesSort;
}

export function favoritesFiltersFromSearch(params: URLSearchParams): FavoritesFilters {
  const topic = params.get('topic')?.trim() ?? '';
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    topic: topic.length > 0 && topic.length <= FAVORITES_TOPIC_MAX_LENGTH ? topic : null,
    category: isSavableContentType(category) ? category : null,
    sort: isFavoritesSort(sort) ? sort : DEFAULT_FAVORITES_SORT,
  };
}

/** The URL query of a filter state: defaults and empty values are left out, so URLs stay short. */
export function favoritesFiltersToSearch(filters: FavoritesFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== DEFAULT_FAVORITES_SORT) params.set('sort', filters.sort);
  return params;
}

// The technology catalogue (spec 3 §3 "Technology item", §4, §5, §7, §9): the page's pure rules
// (caption, default sort, paging). Its REST shapes are @portal/contracts' technology contracts.

/** A technology, or a category of technologies (a market that Waves and Landscapes evaluate). */
export const TECHNOLOGY_TYPES = ['Technology', 'Category'] as const;
export type TechnologyType = (typeof TECHNOLOGY_TYPES)[number];

export const TECHNOLOGY_ROUTE_BASE = '/insights/technology-landscapes-and-waves';
/** Spec 3 §9. */
export const TECHNOLOGY_PAGE_SIZE = 12;
export const TECHNOLOGY_CAPTION_THRESHOLD = 300;
export const RELATED_TECHNOLOGIES_STEP = 3;
export const TECHNOLOGY_SEARCH_DEBOUNCE_MS = 300;
/** ipType filter values of the catalogue search (REST `ipType`, comma-separated). */
export const TECHNOLOGY_IP_TYPES = ['wave', 'landscape'] as const;
export type TechnologyIpType = (typeof TECHNOLOGY_IP_TYPES)[number];

/** Spec 3 §9 "Technology sort options", in the order the page lists them. */
export const TECHNOLOGY_SORTS = [
  { id: 'date', label: 'Publish date', sortType: 'date', sortOrder: 'desc' },
  { id: 'relevance', label: 'Relevance', sortType: 'relevance', sortOrder: 'desc' },
  { id: 'name-asc', label: 'Name A-Z', sortType: 'name', sortOrder: 'asc' },
  { id: 'name-desc', label: 'Name Z-A', sortType: 'name', sortOrder: 'desc' },
] as const;
export type TechnologySortId = (typeof TECHNOLOGY_SORTS)[number]['id'];

export function isTechnologySortId(value: unknown): value is TechnologySortId {
  return TECHNOLOGY_SORTS.some((sort) => sort.id === value);
}

/** Spec 3 §5: a keyword makes the sort default to relevance, otherwise to publish date. */
export function defaultTechnologySort(keyword: string): TechnologySortId {
  return keyword.trim() === '' ? 'date' : 'relevance';
}

/** Spec 3 §9: 'Over 300 results' when the total exceeds 300, otherwise the count. */
export function technologyResultCaption(total: number): string {
  if (total > TECHNOLOGY_CAPTION_THRESHOLD) return `Over ${TECHNOLOGY_CAPTION_THRESHOLD} results`;
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}

export function technologyPath(type: TechnologyType, slug: string, contentId: string): string {
  return `${TECHNOLOGY_ROUTE_BASE}/${type === 'Category' ? 'category' : 'technology'}/${slug}/${contentId}`;
}

/** Technology content ids: TEC + number (ours; the spec gives the catalogue no prefix). */
export const TECHNOLOGY_ID_PATTERN = /^TEC\d+$/;

export function isTechnologyId(id: unknown): id is string {
  return typeof id === 'string' && TECHNOLOGY_ID_PATTERN.test(id);
}

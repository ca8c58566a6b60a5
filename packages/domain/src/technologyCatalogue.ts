// The technology catalogue (spec 3 §3 "Technology item", §4, §5, §7, §9): the REST shapes shared by
// upstream and the graphs, and the page's pure rules (caption, default sort, paging).

/** A technology, or a category of technologies (a market that Waves and Landscapes evaluate). */
export type TechnologyType = 'Technology' | 'Category';

export interface TechnologyDto {
  contentId: string;
  taxonomyTopicId: string;
  title: string;
  slug: string;
  /** /insights/technology-landscapes-and-waves/{technology|category}/{slug}/{contentId} */
  path: string;
  technologyType: TechnologyType;
  /** What the technology is; null for a category. */
  technologyDefinition: string | null;
  /** What its category is (a category's own definition for a category). */
  categoryDefinition: string;
  /** The category it belongs to (itself for a category). */
  categoryId: string;
  categoryTitle: string;
  functionSlug: string;
  emergingTechnology: boolean;
  latestWave: { quarterBadgeDetail: string; publishedDate: string } | null;
  latestLandscape: { quarter: string; publishedDate: string } | null;
  /** The newest of its Wave and Landscape (or its first coverage): what 'Publish date' sorts by. */
  publishedDate: string;
  /** Same-category technologies (a category: its technologies), in catalogue order. */
  relatedTechnologyIds: string[];
}

/** A technology page: the item plus the reports about it (Waves and Landscapes of its market first). */
export interface TechnologyPageDto extends TechnologyDto {
  relatedResearchIds: string[];
}

export interface TechnologySearchResponseDto {
  content: TechnologyDto[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  last: boolean;
}

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

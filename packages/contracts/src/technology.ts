// techcatalog-service (spec 3 §7 "page content by id", paths ours): one technology page with its
// related research, or a batch of technologies for cards; and the catalogue search, which the spec
// puts on the search-service's GET /search with type={product}-techcategory.
import type { input, output } from 'zod';
import { MAX_SEARCH_PAGE, TECHNOLOGY_IP_TYPES, TECHNOLOGY_PAGE_SIZE, TECHNOLOGY_TYPES, isTechnologyId, z, type TechnologyIpType } from '@portal/domain';
import { defineContracts } from './contract.js';
import { MAX_SEARCH_QUERY_LENGTH, SEARCH_SERVICE_PREFIX } from './search.js';
import { searchPageOf } from './shapes.js';
import { booleanParam, idListParam, idParam, intParam } from './wire.js';

export const technologySchema = z.object({
  contentId: z.string(),
  taxonomyTopicId: z.string(),
  title: z.string(),
  slug: z.string(),
  /** /insights/technology-landscapes-and-waves/{technology|category}/{slug}/{contentId} */
  path: z.string(),
  /** A technology, or a category of technologies (a market that Waves and Landscapes evaluate). */
  technologyType: z.enum(TECHNOLOGY_TYPES),
  /** What the technology is; null for a category. */
  technologyDefinition: z.string().nullable(),
  /** What its category is (a category's own definition for a category). */
  categoryDefinition: z.string(),
  /** The category it belongs to (itself for a category). */
  categoryId: z.string(),
  categoryTitle: z.string(),
  functionSlug: z.string(),
  emergingTechnology: z.boolean(),
  latestWave: z.object({ quarterBadgeDetail: z.string(), publishedDate: z.string() }).nullable(),
  latestLandscape: z.object({ quarter: z.string(), publishedDate: z.string() }).nullable(),
  /** The newest of its Wave and Landscape (or its first coverage): what 'Publish date' sorts by. */
  publishedDate: z.string(),
  /** Same-category technologies (a category: its technologies), in catalogue order. */
  relatedTechnologyIds: z.array(z.string()),
});
export type TechnologyDto = output<typeof technologySchema>;

/** A technology page: the item plus the reports about it (Waves and Landscapes of its market first). */
export const technologyPageSchema = technologySchema.extend({ relatedResearchIds: z.array(z.string()) });
export type TechnologyPageDto = output<typeof technologyPageSchema>;

export const technologyContracts = defineContracts('technology', '/techcatalog-service/api/v1', {
  get: { method: 'GET', path: '/technology/:id', params: z.object({ id: idParam(isTechnologyId) }), response: technologyPageSchema },
  /** In the order asked; unknown ids are left out. `withRelatedResearch=true` answers technology pages. */
  batch: {
    method: 'GET',
    path: '/technology',
    query: z.object({ ids: idListParam(isTechnologyId), withRelatedResearch: booleanParam('withRelatedResearch').default(false) }),
    response: z.object({ items: z.array(technologySchema.extend({ relatedResearchIds: z.array(z.string()).optional() })) }),
  },
});

/** `fd-techcategory` or `techcategory`: the GET /search requests the technology search answers. */
export const TECHCATEGORY_TYPE = /^([a-z]+-)?techcategory$/i;
const MAX_SIZE = 100;

/** 'Wave,landscapes' -> ['wave', 'landscape']; an unknown value is a 400. */
const ipTypeParam = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim().toLowerCase().replace(/s$/, '')).filter((part) => part !== ''))
  .pipe(z.array(z.enum(TECHNOLOGY_IP_TYPES, { error: 'ipType must be wave, landscape or both, comma-separated' })))
  .transform((types) => [...new Set(types)] as TechnologyIpType[]);

// Spec 3 §7: query, type={product}-techcategory, page, size, sortType, sortOrder, ipType,
// isEmergingTechnology, publishedSinceInDays, isUserSearch.
export const technologySearchQuerySchema = z.object({
  query: z.string().max(MAX_SEARCH_QUERY_LENGTH, { error: `query must be at most ${MAX_SEARCH_QUERY_LENGTH} characters` }).default(''),
  type: z.string().regex(TECHCATEGORY_TYPE, { error: 'type must be {product}-techcategory' }),
  page: intParam('page', 1, MAX_SEARCH_PAGE).default(1),
  size: intParam('size', 1, MAX_SIZE).default(TECHNOLOGY_PAGE_SIZE),
  sortType: z.enum(['relevance', 'date', 'name'], { error: 'sortType must be relevance, date or name' }).optional(),
  sortOrder: z.enum(['desc', 'asc'], { error: 'sortOrder must be desc or asc' }).optional(),
  ipType: ipTypeParam.optional(),
  isEmergingTechnology: booleanParam('isEmergingTechnology').optional(),
  // -1 means no limit, which is what the catalogue page sends.
  publishedSinceInDays: intParam('publishedSinceInDays', -1, 36_500)
    .refine((days) => days !== 0, { error: 'publishedSinceInDays must be -1 or a positive number of days' })
    .optional(),
  isUserSearch: booleanParam('isUserSearch').optional(),
});
export type TechnologySearchParams = input<typeof technologySearchQuerySchema>;

export const technologySearchResponseSchema = searchPageOf(technologySchema);
export type TechnologySearchResponseDto = output<typeof technologySearchResponseSchema>;

export const technologySearchContracts = defineContracts('technologySearch', SEARCH_SERVICE_PREFIX, {
  /** Mounted before the search-service's own GET /search (autocomplete), which answers every other type. */
  search: {
    method: 'GET',
    path: '/search',
    servesOnly: { query: 'type', pattern: TECHCATEGORY_TYPE },
    query: technologySearchQuerySchema,
    response: technologySearchResponseSchema,
  },
});

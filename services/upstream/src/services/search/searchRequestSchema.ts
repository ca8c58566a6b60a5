// The search-service REST parameters (docs/contracts-search.md) validated with zod. Unlike the
// portal's URL, where invalid values are dropped, a malformed REST call is the caller's bug: 400.
import { z } from 'zod';
import { intParam, booleanParam } from '../../http/queryParams.js';
import { FACET_NAMES, LISTING_FACET_NAMES, MAX_SEARCH_PAGE, SEARCH_CONTENT_TYPES, isIsoDate, type FacetName, type ListingFacetName } from '@portal/domain';
import type { FacetFilters } from './searchIndex.js';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_SUGGESTION_SIZE = 4;
export const MAX_SUGGESTION_SIZE = 20;
export const MAX_QUERY_LENGTH = 500;
const MAX_FILTER_VALUES = 50;

const dateParam = (name: string) => z.string().refine(isIsoDate, { error: `${name} must be a date written YYYY-MM-DD` });

/** `type=fd-research,figure`: known content types, each optionally prefixed by a product. */
export function contentTypesOf(type: string | undefined): string[] | null {
  if (type === undefined) return null;
  const known = new Set<string>(SEARCH_CONTENT_TYPES);
  const types = type
    .split(',')
    .map((part) => part.trim())
    .map((part) => (known.has(part) ? part : part.replace(/^[^-]+-/, '')))
    .filter((part) => known.has(part));
  return types.length > 0 ? [...new Set(types)] : null;
}

export const searchQuerySchema = z
  .object({
    query: z.string().max(MAX_QUERY_LENGTH, { error: `query must be at most ${MAX_QUERY_LENGTH} characters` }).default(''),
    type: z.string().optional(),
    accessOnly: booleanParam('accessOnly').default(true),
    isFuzzyNeeded: booleanParam('isFuzzyNeeded').default(true),
    page: intParam('page', 1, MAX_SEARCH_PAGE).default(1),
    size: intParam('size', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sortType: z.enum(['relevance', 'date'], { error: 'sortType must be relevance or date' }).optional(),
    sortOrder: z.enum(['desc', 'asc'], { error: 'sortOrder must be desc or asc' }).default('desc'),
    // -1 means no limit (spec 3 §7's technology search sends it).
    publishedSinceInDays: intParam('publishedSinceInDays', -1, 36_500)
      .refine((days) => days !== 0, { error: 'publishedSinceInDays must be -1 or a positive number of days' })
      .optional(),
    publishedDateFrom: dateParam('publishedDateFrom').optional(),
    publishedDateTo: dateParam('publishedDateTo').optional(),
  })
  .refine((q) => !q.publishedDateFrom || !q.publishedDateTo || q.publishedDateFrom <= q.publishedDateTo, {
    error: 'publishedDateFrom must not be after publishedDateTo',
  });

export type SearchQueryParams = z.output<typeof searchQuerySchema>;

/** The spec's own body names some facets `<facet>Name` (phaseName, serviceName). */
function facetOf(key: string): FacetName | ListingFacetName | undefined {
  if ((LISTING_FACET_NAMES as readonly string[]).includes(key)) return key as ListingFacetName;
  const name = key.endsWith('Name') ? key.slice(0, -'Name'.length) : key;
  return (FACET_NAMES as readonly string[]).includes(name) ? (name as FacetName) : undefined;
}

const filterValues = z
  .union([z.string(), z.array(z.string())], { error: 'termFilters values must be strings or arrays of strings' })
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().max(200)).max(MAX_FILTER_VALUES, { error: `At most ${MAX_FILTER_VALUES} values per filter` }));

/** termFilters as the index's facet filters: known facets only, values trimmed and distinct. */
function facetFiltersOf(termFilters: Record<string, string[]>, ctx: z.RefinementCtx): FacetFilters {
  const result: FacetFilters = {};
  for (const [key, values] of Object.entries(termFilters)) {
    const facet = facetOf(key);
    if (!facet) {
      ctx.addIssue({ code: 'custom', message: `Unknown filter: ${key}` });
      return z.NEVER;
    }
    const clean = values.map((value) => value.trim()).filter((value) => value.length > 0);
    if (clean.length > 0) result[facet] = [...new Set([...(result[facet] ?? []), ...clean])];
  }
  return result;
}

export const searchBodySchema = z
  .object({
    filters: z
      .object({
        termFilters: z.record(z.string(), filterValues).default({}),
      })
      .default({ termFilters: {} }),
  })
  .default({ filters: { termFilters: {} } })
  .transform(({ filters }, ctx): FacetFilters => facetFiltersOf(filters.termFilters, ctx));

/** `filters.excludeTermFilters`: facet values whose documents are left out altogether (results and counts). */
export const searchExclusionsSchema = z
  .object({
    filters: z
      .object({
        excludeTermFilters: z.record(z.string(), filterValues).default({}),
      })
      .default({ excludeTermFilters: {} }),
  })
  .default({ filters: { excludeTermFilters: {} } })
  .transform(({ filters }, ctx): FacetFilters => facetFiltersOf(filters.excludeTermFilters, ctx));

export const suggestQuerySchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, { error: `query must be at most ${MAX_QUERY_LENGTH} characters` }).default(''),
  type: z.string({ error: 'type is required' }),
  size: intParam('size', 1, MAX_SUGGESTION_SIZE).default(DEFAULT_SUGGESTION_SIZE),
  isUserSearch: booleanParam('isUserSearch').optional(),
});

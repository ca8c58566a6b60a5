// search-service (docs/contracts-search.md): the search (POST, its filters in the body), autocomplete
// (GET) and a report's related research. Unlike the portal's URL, where invalid values are dropped,
// a malformed REST call is the caller's bug: 400 with the first issue's message.
import type { input, output } from 'zod';
import {
  FACET_NAMES,
  LISTING_FACET_NAMES,
  MAX_SEARCH_PAGE,
  isIsoDate,
  z,
  type FacetName,
  type ListingFacetName,
} from '@portal/domain';
import { defineContracts } from './contract.js';
import { bucketSchema, namedAnalystSchema, searchPageOf } from './shapes.js';
import { booleanParam, idParam, intParam, isResearchId } from './wire.js';

export const DEFAULT_SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 100;
export const DEFAULT_SUGGESTION_SIZE = 4;
export const MAX_SUGGESTION_SIZE = 20;
export const MAX_SEARCH_QUERY_LENGTH = 500;
export const DEFAULT_RELATED_SIZE = 3;
export const MAX_RELATED_SIZE = 20;
export const MAX_SEARCH_FILTER_VALUES = 50;
export const MAX_SEARCH_FILTER_VALUE_LENGTH = 200;

/** The search facets, plus the insights listings' own (forecastCategory, audience: filtered, never aggregated). */
export type FacetFilters = Partial<Record<FacetName | ListingFacetName, string[]>>;

const queryText = z
  .string()
  .max(MAX_SEARCH_QUERY_LENGTH, { error: `query must be at most ${MAX_SEARCH_QUERY_LENGTH} characters` })
  .default('');
const dateParam = (name: string) => z.string().refine(isIsoDate, { error: `${name} must be a date written YYYY-MM-DD` });

export const searchQuerySchema = z
  .object({
    query: queryText,
    /** `fd-research,figure`: content types, each optionally prefixed by a product; unknown ones ignored. */
    type: z.string().optional(),
    accessOnly: booleanParam('accessOnly').default(true),
    isFuzzyNeeded: booleanParam('isFuzzyNeeded').default(true),
    page: intParam('page', 1, MAX_SEARCH_PAGE).default(1),
    size: intParam('size', 1, MAX_SEARCH_PAGE_SIZE).default(DEFAULT_SEARCH_PAGE_SIZE),
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
/** The search's query parameters as they go on the URL. */
export type SearchParams = input<typeof searchQuerySchema>;

/** The spec's own body names some facets `<facet>Name` (phaseName, serviceName). */
function facetOf(key: string): FacetName | ListingFacetName | undefined {
  if ((LISTING_FACET_NAMES as readonly string[]).includes(key)) return key as ListingFacetName;
  const name = key.endsWith('Name') ? key.slice(0, -'Name'.length) : key;
  return (FACET_NAMES as readonly string[]).includes(name) ? (name as FacetName) : undefined;
}

const filterValues = z
  .union([z.string(), z.array(z.string())], { error: 'termFilters values must be strings or arrays of strings' })
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(
    z
      .array(z.string().max(MAX_SEARCH_FILTER_VALUE_LENGTH))
      .max(MAX_SEARCH_FILTER_VALUES, { error: `At most ${MAX_SEARCH_FILTER_VALUES} values per filter` }),
  );

/** Facet filters by facet name: known facets only, values trimmed and distinct. */
const facetFilters = z
  .record(z.string(), filterValues)
  .default({})
  .transform((byKey, ctx): FacetFilters => {
    const result: FacetFilters = {};
    for (const [key, values] of Object.entries(byKey)) {
      const facet = facetOf(key);
      if (!facet) {
        ctx.addIssue({ code: 'custom', message: `Unknown filter: ${key}` });
        return z.NEVER;
      }
      const clean = values.map((value) => value.trim()).filter((value) => value.length > 0);
      if (clean.length > 0) result[facet] = [...new Set([...(result[facet] ?? []), ...clean])];
    }
    return result;
  });

export const searchBodySchema = z
  .object({
    filters: z
      .object({
        /** Values of one facet are OR-ed, facets are AND-ed. */
        termFilters: facetFilters,
        /** Facet values whose documents are left out altogether (results and counts). */
        excludeTermFilters: facetFilters,
      })
      .prefault({}),
  })
  .prefault({});
/** The search's body as sent (an object; the service reads a missing one as empty). */
export type SearchBody = NonNullable<input<typeof searchBodySchema>>;

export const searchHitSchema = z.object({
  contentId: z.string(),
  contentType: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedDate: z.string(),
  ipType: z.string().nullable(),
  path: z.string(),
  readTime: z.number().nullable(),
  authors: z.array(namedAnalystSchema),
  /** The report a figure belongs to; null for everything else. */
  parentId: z.string().nullable(),
  score: z.number(),
});
export type SearchHitDto = output<typeof searchHitSchema>;

export const aggregationBucketSchema = bucketSchema;
export type AggregationBucketDto = output<typeof aggregationBucketSchema>;

export const fuzzySchema = z.object({ value: z.string(), message: z.string() });
export type FuzzyDto = output<typeof fuzzySchema>;

export const searchResponseSchema = searchPageOf(searchHitSchema).extend({
  aggregations: z.partialRecord(z.enum(FACET_NAMES), z.array(aggregationBucketSchema)),
  fuzzy: fuzzySchema.nullable(),
});
export type SearchResponseDto = output<typeof searchResponseSchema>;

export const suggestQuerySchema = z.object({
  query: queryText,
  /** `{product}-autocomplete`; another type is a 400. */
  type: z.string({ error: 'type is required' }),
  size: intParam('size', 1, MAX_SUGGESTION_SIZE).default(DEFAULT_SUGGESTION_SIZE),
  isUserSearch: booleanParam('isUserSearch').optional(),
});

const RELATED_SIZE_MESSAGE = `size must be an integer from 1 to ${MAX_RELATED_SIZE}`;

/** search-service's prefix, which the technology search shares (technology.ts). */
export const SEARCH_SERVICE_PREFIX = '/search-service/api/v1';

export const searchContracts = defineContracts('search', SEARCH_SERVICE_PREFIX, {
  search: { method: 'POST', path: '/search', query: searchQuerySchema, body: searchBodySchema, response: searchResponseSchema },
  /** Autocomplete; GET /search with type={product}-techcategory is the technology search's (technology.ts). */
  suggest: { method: 'GET', path: '/search', query: suggestQuerySchema, response: z.object({ suggestions: z.array(z.string()) }) },
  /** Reports like this one that the caller may read, best first. */
  related: {
    method: 'GET',
    path: '/related-research/:id',
    params: z.object({ id: idParam(isResearchId) }),
    query: z.object({
      size: z.coerce
        .number({ error: RELATED_SIZE_MESSAGE })
        .int({ error: RELATED_SIZE_MESSAGE })
        .min(1, { error: RELATED_SIZE_MESSAGE })
        .max(MAX_RELATED_SIZE, { error: RELATED_SIZE_MESSAGE })
        .default(DEFAULT_RELATED_SIZE),
    }),
    response: z.object({ items: z.array(z.object({ contentId: z.string() })) }),
  },
});

// The technology search's REST parameters (spec 3 §7: query, type={product}-techcategory, page,
// size, sortType, sortOrder, ipType, isEmergingTechnology, publishedSinceInDays, isUserSearch).
import { z } from 'zod';
import { intParam, booleanParam } from '../../http/queryParams.js';
import { MAX_SEARCH_PAGE, TECHNOLOGY_IP_TYPES, TECHNOLOGY_PAGE_SIZE, type TechnologyIpType } from '@portal/domain';

export const TECHCATEGORY_TYPE = /^([a-z]+-)?techcategory$/i;
const MAX_QUERY_LENGTH = 500;
const MAX_SIZE = 100;

/** 'Wave,landscapes' -> ['wave', 'landscape']; an unknown value is a 400. */
const ipTypeParam = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim().toLowerCase().replace(/s$/, '')).filter((part) => part !== ''))
  .pipe(z.array(z.enum(TECHNOLOGY_IP_TYPES, { error: 'ipType must be wave, landscape or both, comma-separated' })))
  .transform((types) => [...new Set(types)] as TechnologyIpType[]);

export const technologySearchSchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, { error: `query must be at most ${MAX_QUERY_LENGTH} characters` }).default(''),
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

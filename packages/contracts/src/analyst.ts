// analyst service (docs/contracts.md): one analyst or a batch, related analysts, the directory's search.
import type { output } from 'zod';
import { ANALYST_FILTER_NAMES, ANALYST_PAGE_SIZE, splitFilterValues, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { bucketSchema, searchPageOf } from './shapes.js';
import { idListParam, idParam, intParam, isAnalystId } from './wire.js';

export const analystSchema = z.object({
  analystId: z.string(),
  contentId: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  active: z.boolean(),
  externallyActive: z.boolean(),
  bio: z.string(),
  topics: z.array(z.string()),
});
export type AnalystDto = output<typeof analystSchema>;

/** One analyst of the directory: the analyst's DTO plus what the directory filters on. */
export const analystDirectoryEntrySchema = analystSchema.extend({
  /** The industries the analyst's research covers most (derived from their reports). */
  industries: z.array(z.string()),
  /** The regions the analyst's research covers most (derived from their reports; never 'Global'). */
  regions: z.array(z.string()),
});
export type AnalystDirectoryEntryDto = output<typeof analystDirectoryEntrySchema>;

export const analystBucketSchema = bucketSchema;
export type AnalystBucketDto = output<typeof analystBucketSchema>;

export const analystSearchResponseSchema = searchPageOf(analystDirectoryEntrySchema).extend({
  aggregations: z.record(z.enum(ANALYST_FILTER_NAMES), z.array(analystBucketSchema)),
});
export type AnalystSearchResponseDto = output<typeof analystSearchResponseSchema>;

export const relatedAnalystsSchema = z.object({
  analysts: z.array(analystSchema),
  totalElements: z.number().int(),
  maxPages: z.number().int(),
});
export type RelatedAnalystsDto = output<typeof relatedAnalystsSchema>;

export const MAX_ANALYST_QUERY_LENGTH = 200;
export const MAX_ANALYST_PAGE_SIZE = 100;
export const MAX_ANALYST_PAGE = 1000;
export const MAX_ANALYST_FILTER_VALUES = 50;
export const MAX_ANALYST_FILTER_VALUE_LENGTH = 200;

/** `industry=Retail,Media\, entertainment` (or the parameter repeated): spec 2 §5's escaped commas. */
const filterValues = (name: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${name} must be a comma-separated list` })
    .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap(splitFilterValues))])
    .pipe(
      z
        .array(
          z.string().max(MAX_ANALYST_FILTER_VALUE_LENGTH, { error: `${name} values must be at most ${MAX_ANALYST_FILTER_VALUE_LENGTH} characters` }),
        )
        .max(MAX_ANALYST_FILTER_VALUES, { error: `${name} takes at most ${MAX_ANALYST_FILTER_VALUES} values` }),
    )
    .default([]);

export const RELATED_ANALYSTS_PAGE_SIZE = 4;
const MAX_RELATED_PAGE_SIZE = 50;
const MAX_RELATED_PAGE = 100;

const analystIdParams = z.object({ id: idParam(isAnalystId) });

export const analystContracts = defineContracts('analyst', '/api/v1/analyst', {
  search: {
    method: 'GET',
    path: '/search',
    query: z.object({
      query: z
        .string({ error: 'query must be a single value' })
        .max(MAX_ANALYST_QUERY_LENGTH, { error: `query must be at most ${MAX_ANALYST_QUERY_LENGTH} characters` })
        .transform((text) => text.trim())
        .default(''),
      industry: filterValues('industry'),
      region: filterValues('region'),
      topic: filterValues('topic'),
      page: intParam('page', 1, MAX_ANALYST_PAGE).default(1),
      size: intParam('size', 1, MAX_ANALYST_PAGE_SIZE).default(ANALYST_PAGE_SIZE),
    }),
    response: analystSearchResponseSchema,
  },
  get: { method: 'GET', path: '/:id', params: analystIdParams, response: analystSchema },
  related: {
    method: 'GET',
    path: '/:id/related',
    params: analystIdParams,
    query: z.object({
      page: intParam('page', 1, MAX_RELATED_PAGE).default(1),
      size: intParam('size', 1, MAX_RELATED_PAGE_SIZE).default(RELATED_ANALYSTS_PAGE_SIZE),
    }),
    response: relatedAnalystsSchema,
  },
  batch: { method: 'GET', path: '/', query: z.object({ ids: idListParam(isAnalystId) }), response: z.object({ items: z.array(analystSchema) }) },
});

export type AnalystSearchParams = output<typeof analystContracts.search.query>;

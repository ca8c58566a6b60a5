// GET /api/v1/analyst/search parameters, validated with zod: a malformed call is the caller's bug (400).
import { z } from 'zod';
import { intParam } from '../../http/queryParams.js';
import { ANALYST_PAGE_SIZE, splitFilterValues } from '@portal/domain';

export const MAX_ANALYST_QUERY_LENGTH = 200;
export const MAX_ANALYST_PAGE_SIZE = 100;
export const MAX_ANALYST_PAGE = 1000;
const MAX_FILTER_VALUES = 50;
const MAX_FILTER_VALUE_LENGTH = 200;

/** `industry=Retail,Media\, entertainment` (or the parameter repeated): spec 2 §5's escaped commas. */
const filterValues = (name: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${name} must be a comma-separated list` })
    .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap(splitFilterValues))])
    .pipe(
      z
        .array(z.string().max(MAX_FILTER_VALUE_LENGTH, { error: `${name} values must be at most ${MAX_FILTER_VALUE_LENGTH} characters` }))
        .max(MAX_FILTER_VALUES, { error: `${name} takes at most ${MAX_FILTER_VALUES} values` }),
    )
    .default([]);

export const analystSearchQuerySchema = z.object({
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
});

export type AnalystSearchParams = z.output<typeof analystSearchQuerySchema>;

// GET /survey-service/api/v1/survey/listing parameters (spec 3 §5, §9): a malformed call is the
// caller's bug (400). The query is trimmed; publishedSinceInDays -1 means any time.
import { z } from 'zod';
import { intParam } from '../../http/queryParams.js';
import { SURVEY_DEFAULT_PUBLISHED_SINCE_DAYS, SURVEY_PAGE_SIZE, SURVEY_QUERY_MAX_LENGTH, SURVEY_TAB_IDS } from '@portal/domain';

export const MAX_SURVEY_PAGE = 1000;
export const MAX_SURVEY_PAGE_SIZE = 100;
/** Ten years: older than the corpus. */
export const MAX_PUBLISHED_SINCE_DAYS = 3650;

export const surveyListQuerySchema = z.object({
  surveyType: z.enum(SURVEY_TAB_IDS as [string, ...string[]], { error: `surveyType must be one of ${SURVEY_TAB_IDS.join(', ')}` }).optional(),
  query: z
    .string({ error: 'query must be a string' })
    .transform((text) => text.trim())
    .pipe(z.string().max(SURVEY_QUERY_MAX_LENGTH, { error: `query must be at most ${SURVEY_QUERY_MAX_LENGTH} characters` }))
    .default(''),
  sortType: z.enum(['date', 'relevance', 'name'], { error: 'sortType must be one of date, relevance, name' }).default('date'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
  publishedSinceInDays: intParam('publishedSinceInDays', -1, MAX_PUBLISHED_SINCE_DAYS)
    .refine((days) => days !== 0, { error: 'publishedSinceInDays must be -1 (any time) or a number of days' })
    .default(SURVEY_DEFAULT_PUBLISHED_SINCE_DAYS),
  page: intParam('page', 1, MAX_SURVEY_PAGE).default(1),
  size: intParam('size', 1, MAX_SURVEY_PAGE_SIZE).default(SURVEY_PAGE_SIZE),
});

export type SurveyListParams = z.output<typeof surveyListQuerySchema>;

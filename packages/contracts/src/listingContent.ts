// playbook-service and survey-service (spec 3 §3 "Playbook card", "Survey", §7 "Page content by id",
// "Surveys"; docs/contracts-listings.md): one by id for a detail page, a batch for cards, and one
// page of a listing. The survey instrument download is a file, not JSON: it has no contract.
import type { output } from 'zod';
import {
  PLAYBOOK_PAGE_SIZE,
  PLAYBOOK_TAB_IDS,
  SURVEY_DEFAULT_PUBLISHED_SINCE_DAYS,
  SURVEY_PAGE_SIZE,
  SURVEY_QUERY_MAX_LENGTH,
  SURVEY_TAB_IDS,
  z,
  type PlaybookTabId,
  type SurveyTabId,
} from '@portal/domain';
import { defineContracts } from './contract.js';
import { contentPageFields, namedAnalystSchema, pageOf } from './shapes.js';
import { surveyDashboardSchema } from './surveyDashboard.js';
import { idListParam, idParam, intParam, isResearchId, type IdCheck } from './wire.js';

const playbookTab = (error?: string) => z.enum(PLAYBOOK_TAB_IDS as [PlaybookTabId, ...PlaybookTabId[]], error ? { error } : undefined);
const surveyTab = (error?: string) => z.enum(SURVEY_TAB_IDS as [SurveyTabId, ...SurveyTabId[]], error ? { error } : undefined);

export const playbookChapterSchema = z.object({ id: z.string(), title: z.string(), summary: z.string() });
export type PlaybookChapterDto = output<typeof playbookChapterSchema>;

/** `path`: /playbook/{slug}/{id} */
export const playbookSchema = z.object({
  ...contentPageFields,
  category: playbookTab(),
  /** The function the playbook serves, shown above its title. */
  eyebrow: z.string(),
  /** YYYY-MM-DD */
  publishedDate: z.string(),
  /** /images/playbooks/{id}.svg */
  image: z.string(),
  /** Playbooks from before the redesign had a wide banner instead; none in this corpus. */
  legacyImage: z.string().nullable(),
  readTime: z.number(),
  authors: z.array(namedAnalystSchema),
  topics: z.array(z.string()),
  chapters: z.array(playbookChapterSchema),
});
export type PlaybookDto = output<typeof playbookSchema>;

export const playbookListResponseSchema = pageOf(playbookSchema);
export type PlaybookListResponseDto = output<typeof playbookListResponseSchema>;

export const surveyFileSchema = z.object({
  /** Browser path of the file (the CMS's public assets, /images/surveys/…). */
  url: z.string(),
  contentType: z.string(),
  fileName: z.string(),
  /** bytes */
  size: z.number(),
});
export type SurveyFileDto = output<typeof surveyFileSchema>;

export const surveyDownloadSchema = z.object({
  /** Instrument id: {surveyId}-questionnaire or {surveyId}-data */
  id: z.string(),
  title: z.string(),
  file: surveyFileSchema,
});
export type SurveyDownloadDto = output<typeof surveyDownloadSchema>;

export const surveySchema = z.object({
  id: z.string(),
  contentId: z.string(),
  slug: z.string(),
  /** /surveys/{slug}/{id} */
  path: z.string(),
  shortTitle: z.string(),
  summary: z.string(),
  /** YYYY-MM-DD */
  datePublished: z.string(),
  respondents: z.number(),
  surveyType: surveyTab(),
  /** 'Business' or 'Consumer' */
  businessOrConsumer: z.string(),
  topics: z.array(z.string()),
  methodologyDescription: z.string(),
  pleaseNote: z.string(),
  officialSurveyName: z.string(),
  downloads: z.array(surveyDownloadSchema),
});
export type SurveyDto = output<typeof surveySchema>;

export const surveyListResponseSchema = pageOf(surveySchema);
export type SurveyListResponseDto = output<typeof surveyListResponseSchema>;

export const isPlaybookId: IdCheck = (id) => /^PLA\d+$/.test(id);
export const isSurveyId: IdCheck = (id) => /^SUS\d+$/.test(id);

export const MAX_PLAYBOOK_PAGE = 1000;
export const MAX_PLAYBOOK_PAGE_SIZE = 100;

export const playbookContracts = defineContracts('playbook', '/playbook-service/api/v1', {
  /** Before '/playbook/:id'. */
  listing: {
    method: 'GET',
    path: '/playbook/listing',
    query: z.object({
      category: playbookTab(`category must be one of ${PLAYBOOK_TAB_IDS.join(', ')}`),
      page: intParam('page', 1, MAX_PLAYBOOK_PAGE).default(1),
      size: intParam('size', 1, MAX_PLAYBOOK_PAGE_SIZE).default(PLAYBOOK_PAGE_SIZE),
    }),
    response: playbookListResponseSchema,
  },
  get: { method: 'GET', path: '/playbook/:id', params: z.object({ id: idParam(isPlaybookId) }), response: playbookSchema },
  /** In the order asked; unknown ids are left out. */
  batch: { method: 'GET', path: '/playbook', query: z.object({ ids: idListParam(isPlaybookId) }), response: z.object({ items: z.array(playbookSchema) }) },
});

export const MAX_SURVEY_PAGE = 1000;
export const MAX_SURVEY_PAGE_SIZE = 100;
/** Ten years: older than the corpus. */
export const MAX_PUBLISHED_SINCE_DAYS = 3650;

export const surveyContracts = defineContracts('survey', '/survey-service/api/v1', {
  /** Spec 3 §5, §9: the query is trimmed; publishedSinceInDays -1 means any time. */
  listing: {
    method: 'GET',
    path: '/survey/listing',
    query: z.object({
      surveyType: surveyTab(`surveyType must be one of ${SURVEY_TAB_IDS.join(', ')}`).optional(),
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
    }),
    response: surveyListResponseSchema,
  },
  get: { method: 'GET', path: '/survey/:id/content', params: z.object({ id: idParam(isSurveyId) }), response: surveySchema },
  /**
   * The survey's dashboard as the data report `reportId` draws it (issue #13): a reader who may not
   * read that report gets the report's own no-access answer (401); a report that does not draw on
   * this survey is a 404.
   */
  dashboard: {
    method: 'GET',
    path: '/survey/:id/dashboard',
    params: z.object({ id: idParam(isSurveyId) }),
    query: z.object({ reportId: z.string({ error: "Query parameter 'reportId' is required" }).pipe(idParam(isResearchId)) }),
    response: surveyDashboardSchema,
  },
  /** In the order asked; unknown ids are left out. */
  batch: { method: 'GET', path: '/survey', query: z.object({ ids: idListParam(isSurveyId) }), response: z.object({ items: z.array(surveySchema) }) },
});

export type SurveyListParams = output<typeof surveyContracts.listing.query>;

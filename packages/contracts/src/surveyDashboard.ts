// The survey dashboard of a data report (spec 3 §3 "Research page data: surveyDashboard", issue
// #13): the questions of the survey the report draws on, each with its answer options and, per
// respondent segment, how many answered and the whole-percent share of each option (summing to 100).
import type { output } from 'zod';
import { z } from '@portal/domain';

export const SURVEY_CHART_KINDS = ['bar', 'stacked'] as const;
export type SurveyChartKind = (typeof SURVEY_CHART_KINDS)[number];

/** The segment every dashboard opens on. */
export const ALL_RESPONDENTS_SEGMENT_ID = 'all';

export const surveySegmentSchema = z.object({
  /** Stable within the dashboard, URL-safe: 'all', 'region-europe', 'size-5000-or-more-employees', … */
  id: z.string(),
  label: z.string(),
  /** 'Region', 'Company size', 'Role'; null for All respondents. */
  group: z.string().nullable(),
});
export type SurveySegmentDto = output<typeof surveySegmentSchema>;

export const surveySegmentResultSchema = z.object({
  segmentId: z.string(),
  respondents: z.number().int(),
  /** One whole percentage per answer option, in the options' order; they sum to 100. */
  shares: z.array(z.number().int()),
});
export type SurveySegmentResultDto = output<typeof surveySegmentResultSchema>;

export const surveyQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** bar: one bar per option; stacked: the options as parts of one bar. */
  chartKind: z.enum(SURVEY_CHART_KINDS),
  options: z.array(z.string()),
  /** One per segment, in the segments' order. */
  results: z.array(surveySegmentResultSchema),
});
export type SurveyQuestionDto = output<typeof surveyQuestionSchema>;

export const surveyDashboardSchema = z.object({
  /** The survey the report draws on (SUS…). */
  surveyId: z.string(),
  /** The data report it is drawn for (RES…). */
  reportId: z.string(),
  segments: z.array(surveySegmentSchema),
  questions: z.array(surveyQuestionSchema),
});
export type SurveyDashboardDto = output<typeof surveyDashboardSchema>;

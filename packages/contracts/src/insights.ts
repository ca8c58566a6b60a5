// planning-guide-service and prediction-service (spec 3 §2, §6, §7 "Page content by id"; paths
// ours, the spec shows none): the pages of a kind (cards, public) and one page, a planning guide by
// slug, a prediction by id. A restricted page without a user answers 401.
import type { output } from 'zod';
import { INSIGHT_PAGE_KINDS, PREDICTION_ID_PATTERN, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { namedAnalystSchema } from './shapes.js';

export const insightPageCardSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  kind: z.enum(INSIGHT_PAGE_KINDS),
  slug: z.string(),
  /** /insights/planning-guides/{slug} or /insights/predictions/{slug}/{id} */
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  year: z.number().int(),
  /** YYYY-MM-DD */
  publishedDate: z.string(),
  functionName: z.string(),
  /** 'restricted' pages need a signed-in user. */
  access: z.enum(['public', 'restricted']),
});
export type InsightPageCardDto = output<typeof insightPageCardSchema>;

export const insightSectionSchema = z.object({
  /** The tab slug: the last path segment selects it. */
  id: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type InsightSectionDto = output<typeof insightSectionSchema>;

export const insightPageSchema = insightPageCardSchema.extend({
  topics: z.array(z.string()),
  authors: z.array(namedAnalystSchema),
  sections: z.array(insightSectionSchema),
});
export type InsightPageDto = output<typeof insightPageSchema>;

const insightPageListSchema = z.object({ items: z.array(insightPageCardSchema) });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 255;

/** A path key `isValid` accepts; otherwise 400 `Invalid {name}: {key}`. */
const keyParam = (name: 'slug' | 'id', isValid: (key: string) => boolean) =>
  z.string().refine(isValid, { error: (issue) => `Invalid ${name}: ${String(issue.input)}` });

export const planningGuideContracts = defineContracts('planningGuide', '/planning-guide-service/api/v1', {
  list: { method: 'GET', path: '/planning-guides', response: insightPageListSchema },
  get: {
    method: 'GET',
    path: '/planning-guides/:slug',
    params: z.object({ slug: keyParam('slug', (key) => SLUG.test(key) && key.length <= MAX_SLUG_LENGTH) }),
    response: insightPageSchema,
  },
});

export const predictionContracts = defineContracts('prediction', '/prediction-service/api/v1', {
  list: { method: 'GET', path: '/predictions', response: insightPageListSchema },
  get: {
    method: 'GET',
    path: '/predictions/:id',
    params: z.object({ id: keyParam('id', (key) => PREDICTION_ID_PATTERN.test(key)) }),
    response: insightPageSchema,
  },
});

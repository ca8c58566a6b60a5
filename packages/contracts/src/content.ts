// content-service (docs/contracts.md): card data of surveys, playbooks, blogs, podcasts and tools,
// one shape for all of them, by id (one or a batch); the alert banners.
import type { output } from 'zod';
import { CONTENT_ITEM_ID_PATTERN, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { namedAnalystSchema } from './shapes.js';
import { idListParam, idParam, type IdCheck } from './wire.js';

export const contentItemTypeSchema = z.enum(['survey', 'playbook', 'blog', 'podcast', 'tool']);
export type ContentItemTypeDto = output<typeof contentItemTypeSchema>;

export const contentItemSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  contentType: contentItemTypeSchema,
  title: z.string(),
  summary: z.string(),
  path: z.string(),
  /** YYYY-MM-DD */
  publishedDate: z.string(),
  /** Minutes to read (to listen, for a podcast); null for surveys. */
  readTime: z.number().nullable(),
  /** Playbook tab id, tool badge or podcast series; null otherwise. */
  category: z.string().nullable(),
  authors: z.array(namedAnalystSchema),
  /** Surveys only (spec 1 §3 survey summary). */
  surveyType: z.enum(['business', 'consumer']).nullable(),
  respondents: z.number().nullable(),
});
export type ContentItemDto = output<typeof contentItemSchema>;

export const alertBannerSchema = z.object({
  alertBannerID: z.string(),
  title: z.string(),
  /** rich text, sanitised by the service */
  description: z.string(),
  closeButton: z.boolean(),
  /** ISO date-time */
  expiryDate: z.string(),
});
export type AlertBannerDto = output<typeof alertBannerSchema>;

/** SUS survey, PLA playbook, BLG blog, POD podcast, TOL tool. */
export const isContentItemId: IdCheck = (id) => CONTENT_ITEM_ID_PATTERN.test(id);

export const contentItemContracts = defineContracts('contentItems', '/content-service/api/v1/content-items', {
  get: { method: 'GET', path: '/:id', params: z.object({ id: idParam(isContentItemId) }), response: contentItemSchema },
  /** In the order asked; unknown ids are left out. */
  batch: { method: 'GET', path: '/', query: z.object({ ids: idListParam(isContentItemId) }), response: z.object({ items: z.array(contentItemSchema) }) },
});

export const contentContracts = defineContracts('content', '/content-service/api/v1', {
  alertBanners: { method: 'GET', path: '/alert-banner', response: z.array(alertBannerSchema) },
});

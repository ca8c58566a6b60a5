// service-service and priority-service (spec 3 §3 "Service listing item", §6, §7 "Page content by
// id"; paths ours): the services listing as the caller sees it, one service's page by id or slug,
// and functional priorities by id.
import type { output } from 'zod';
import { contentTypeOf, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idListParam, idParam, noContent, type IdCheck } from './wire.js';

export const serviceContentTypeSchema = z.enum(['MarketsInsights', 'Function']);
export type ServiceContentType = output<typeof serviceContentTypeSchema>;

export const serviceListingItemSchema = z.object({
  contentId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The market service it belongs to: 'Technology', 'B2B' or 'Consumer & Digital'. */
  category: z.string(),
  contentType: serviceContentTypeSchema,
  /** Where its card leads. */
  contentURL: z.string(),
  /** Held by the caller's subscription (session `services`); false when logged out. */
  isSubscribed: z.boolean(),
  /** Readable only with a subscription: hidden from the listing unless subscribed. */
  isProtected: z.boolean(),
});
export type ServiceListingItemDto = output<typeof serviceListingItemSchema>;

export const serviceTabItemSchema = z.object({
  contentId: z.string(),
  title: z.string(),
  summary: z.string(),
  path: z.string(),
  publishedDate: z.string(),
  /** Report ipType, tool badge or 'Webinar'. */
  label: z.string(),
});
export type ServiceTabItemDto = output<typeof serviceTabItemSchema>;

export const serviceTabSchema = z.object({ label: z.string(), items: z.array(serviceTabItemSchema) });
export type ServiceTabDto = output<typeof serviceTabSchema>;

export const prioritySchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  path: z.string(),
  functionSlug: z.string(),
  functionId: z.string(),
  functionName: z.string(),
});
export type PriorityDto = output<typeof prioritySchema>;

export const servicePageSchema = serviceListingItemSchema.extend({
  priorities: z.array(prioritySchema),
  /** The tabs after Functional Priorities, each with its data (possibly none). */
  tabs: z.array(serviceTabSchema),
  /** The other functions of the same category. */
  relatedFunctions: z.array(serviceListingItemSchema),
});
export type ServicePageDto = output<typeof servicePageSchema>;

export const isServiceId: IdCheck = (id) => contentTypeOf(id) === 'service';
export const isPriorityId: IdCheck = (id) => contentTypeOf(id) === 'priority';

// A page the caller may not read is answered with nothing (spec 3 §6, §8: the page turns it into a 401).
const servicePageOrNothing = z.union([servicePageSchema, noContent]);

export const serviceContracts = defineContracts('service', '/service-service/api/v1', {
  /** Per caller: whether each service is held depends on who asks. */
  list: { method: 'GET', path: '/services', response: z.object({ items: z.array(serviceListingItemSchema) }) },
  /** Before '/service/:id', which would read 'by-slug' as a malformed id. */
  bySlug: {
    method: 'GET',
    path: '/service/by-slug',
    query: z.object({ slug: z.string({ error: "Query parameter 'slug' is required" }).regex(/^[a-z0-9-]{1,200}$/, { error: 'Invalid slug' }) }),
    response: servicePageOrNothing,
  },
  get: { method: 'GET', path: '/service/:id', params: z.object({ id: idParam(isServiceId) }), response: servicePageOrNothing },
});

export const priorityContracts = defineContracts('priority', '/priority-service/api/v1', {
  get: { method: 'GET', path: '/priority/:id', params: z.object({ id: idParam(isPriorityId) }), response: prioritySchema },
  /** In the order asked; unknown ids are left out. */
  batch: { method: 'GET', path: '/priority', query: z.object({ ids: idListParam(isPriorityId) }), response: z.object({ items: z.array(prioritySchema) }) },
});

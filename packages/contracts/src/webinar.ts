// webinar-service (spec 2 §3 "Webinar item" and §7, spec 1 §3 webinar card, spec 3 §7 listings):
// one webinar or peer discussion by id, a batch, related ones, or one page of a listing tab.
import type { output } from 'zod';
import { ANALYST_ID_PATTERN, WEBINAR_LISTING_TYPES, WEBINAR_PAGE_SIZE, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { contentPageFields, namedAnalystSchema, pageOf } from './shapes.js';
import { idListParam, idParam, intParam, isWebinarId } from './wire.js';

export const webinarTypeSchema = z.enum(['Webinar', 'Peer Discussions']);
export type WebinarTypeDto = output<typeof webinarTypeSchema>;
/** 'upcoming' until the webinar ends, then 'past' (on demand). */
export const webinarStatusSchema = z.enum(['upcoming', 'past']);
export type WebinarStatusDto = output<typeof webinarStatusSchema>;

/** `path`: /webinar/{slug}/{id} */
export const webinarSchema = z.object({
  ...contentPageFields,
  webinarType: webinarTypeSchema,
  webinarStatus: webinarStatusSchema,
  /** ISO date-times (UTC); the portal shows them in New York time. */
  startDate: z.string(),
  endDate: z.string(),
  /** = startDate (spec 1 §3 webinar summary) */
  eventStartDateTime: z.string(),
  /** minutes */
  duration: z.number(),
  /** US dollars; 0 is free. */
  price: z.number(),
  participationDetails: z.string(),
  location: z.literal('Online'),
  editorialImage: z.string().nullable(),
  hostAnalysts: z.array(namedAnalystSchema),
  topics: z.array(z.string()),
});
export type WebinarDto = output<typeof webinarSchema>;

/** One page of a listing: upcoming soonest first, on demand newest first. */
export const webinarListResponseSchema = pageOf(webinarSchema);
export type WebinarListResponseDto = output<typeof webinarListResponseSchema>;

export const relatedWebinarsSchema = z.object({ upcoming: z.array(webinarSchema), ondemand: z.array(webinarSchema) });
export type RelatedWebinarsDto = output<typeof relatedWebinarsSchema>;

export const MAX_WEBINAR_PAGE = 1000;
export const MAX_WEBINAR_PAGE_SIZE = 100;

const webinarIdParams = z.object({ id: idParam(isWebinarId) });

export const webinarContracts = defineContracts('webinar', '/webinar-service/api/v1', {
  /** The listings by tab (spec 3 §7 getWebinarsByType). Before '/webinar/:id'. */
  listing: {
    method: 'GET',
    path: '/webinar/listing',
    query: z.object({
      type: z.enum(WEBINAR_LISTING_TYPES, { error: `type must be one of ${WEBINAR_LISTING_TYPES.join(', ')}` }),
      // The spec's lower-case names (spec 3 §7 getWebinarsByType); stored as 'Webinar' / 'Peer Discussions'.
      webinarType: z
        .enum(['webinar', 'peer discussions'], { error: "webinarType must be 'webinar' or 'peer discussions'" })
        .default('webinar')
        .transform((value) => (value === 'webinar' ? ('Webinar' as const) : ('Peer Discussions' as const))),
      page: intParam('page', 1, MAX_WEBINAR_PAGE).default(1),
      size: intParam('size', 1, MAX_WEBINAR_PAGE_SIZE).default(WEBINAR_PAGE_SIZE),
      /** Only those an analyst hosts (the analyst profile's upcoming events, spec 2 §7). */
      hostId: z
        .string({ error: 'hostId must be a single analyst id' })
        .regex(ANALYST_ID_PATTERN, { error: 'hostId must be an analyst id (BIO followed by digits)' })
        .optional(),
    }),
    response: webinarListResponseSchema,
  },
  get: { method: 'GET', path: '/webinar/:id', params: webinarIdParams, response: webinarSchema },
  related: {
    method: 'GET',
    path: '/webinar/:id/related',
    params: webinarIdParams,
    query: z.object({ size: intParam('size', 1, 12).default(3) }),
    response: relatedWebinarsSchema,
  },
  /** In the order asked; unknown ids are left out. */
  batch: { method: 'GET', path: '/webinar', query: z.object({ ids: idListParam(isWebinarId) }), response: z.object({ items: z.array(webinarSchema) }) },
});

export type WebinarListParams = output<typeof webinarContracts.listing.query>;

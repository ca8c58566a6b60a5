// GET /webinar-service/api/v1/webinar/listing parameters, validated with zod: a malformed call is
// the caller's bug (400).
import { z } from 'zod';
import { intParam } from '../../http/queryParams.js';
import { ANALYST_ID_PATTERN, WEBINAR_LISTING_TYPES, WEBINAR_PAGE_SIZE } from '@portal/domain';

export const MAX_WEBINAR_PAGE = 1000;
export const MAX_WEBINAR_PAGE_SIZE = 100;

export const webinarListQuerySchema = z.object({
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
});

export type WebinarListParams = z.output<typeof webinarListQuerySchema>;

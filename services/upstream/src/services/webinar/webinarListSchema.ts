// GET /webinar-service/api/v1/webinar/listing parameters, validated with zod: a malformed call is
// the caller's bug (400).
import { z } from 'zod';
import { WEBINAR_LISTING_TYPES, WEBINAR_PAGE_SIZE } from '@portal/domain';

export const MAX_WEBINAR_PAGE = 1000;
export const MAX_WEBINAR_PAGE_SIZE = 100;

const intIn = (name: string, min: number, max: number) => {
  const message = `${name} must be an integer from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
};

export const webinarListQuerySchema = z.object({
  type: z.enum(WEBINAR_LISTING_TYPES, { error: `type must be one of ${WEBINAR_LISTING_TYPES.join(', ')}` }),
  // The spec's lower-case names (spec 3 §7 getWebinarsByType); stored as 'Webinar' / 'Peer Discussions'.
  webinarType: z
    .enum(['webinar', 'peer discussions'], { error: "webinarType must be 'webinar' or 'peer discussions'" })
    .default('webinar')
    .transform((value) => (value === 'webinar' ? ('Webinar' as const) : ('Peer Discussions' as const))),
  page: intIn('page', 1, MAX_WEBINAR_PAGE).default(1),
  size: intIn('size', 1, MAX_WEBINAR_PAGE_SIZE).default(WEBINAR_PAGE_SIZE),
});

export type WebinarListParams = z.output<typeof webinarListQuerySchema>;

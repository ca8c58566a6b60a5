// user-service (spec 1 §7, spec 2 §7, spec 3 §7): the caller's profile, the countries the profile
// form offers, special registration fields, last viewed, request a quote. Every route is the
// signed-in caller's own data (x-portal-user; 401 without a known user) and never cached.
import type { output, ZodString, ZodType } from 'zod';
import type { ProfileValues, SpecialRegistrationField } from '@portal/domain';
import { PROFILE_FIELDS, requestAQuoteFormSchema, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { intParam, noContent } from './wire.js';

/** GET …/user/profile and the profile PATCH's answer (spec 1 §3). */
export const profileSchema = z.object({
  ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string()])) as { [K in keyof ProfileValues]: ZodString }),
  usermetaId: z.string(),
  emailAddress: z.string(),
  /** Signed in through a company's single sign-on; the built-in provider has none. */
  isSSO: z.boolean(),
});
export type ProfileDto = output<typeof profileSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type CountryDto = output<typeof countrySchema>;

export const specialRegistrationFieldSchema = z.object({
  name: z.string(),
  required: z.boolean(),
  value: z.string(),
}) satisfies ZodType<SpecialRegistrationField>;

export const lastViewedEntrySchema = z.object({
  contentId: z.string(),
  /** ISO 8601 instant of the latest view. */
  dtaccessdate: z.string(),
});
export type LastViewedDto = output<typeof lastViewedEntrySchema>;

export const NOT_YOUR_HISTORY_MESSAGE = 'userId must be the signed-in user';
/** A search page asks for one page of cards; more than this is not a search. */
export const MAX_LAST_VIEWED_IDS = 100;
const LAST_VIEWED_CONTENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** contentIds as one comma-separated value or repeated parameters; none is an empty list. */
const lastViewedIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw) => {
    const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    return [...new Set(values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean))];
  })
  .pipe(
    z
      .array(z.string())
      .max(MAX_LAST_VIEWED_IDS, { error: `At most ${MAX_LAST_VIEWED_IDS} contentIds` })
      .refine((ids) => ids.every((id) => LAST_VIEWED_CONTENT_ID.test(id)), {
        error: (issue) => `Invalid content id: ${(issue.input as string[]).find((id) => !LAST_VIEWED_CONTENT_ID.test(id))}`,
      }),
  );

/** The most recent views the home page's "from your reading" starts from (ours; the spec names no path). */
export const MAX_RECENT_VIEWS = 20;

/** The request-a-quote form's body (spec 3 §7): the form's own schema, so both judge a message alike. */
export const requestAQuoteBodySchema = requestAQuoteFormSchema;

export const userContracts = defineContracts('user', '/user-service/api/v1/user', {
  countries: { method: 'GET', path: '/countries', response: z.array(countrySchema) },
  profile: { method: 'GET', path: '/profile', response: profileSchema },
  specialRegistrationFields: { method: 'GET', path: '/profile/special-registration-fields', response: z.array(specialRegistrationFieldSchema) },
  lastViewed: {
    method: 'GET',
    path: '/last-viewed',
    // userId must be the caller's own (403 otherwise): upstream checks it against the signed user.
    query: z.object({ userId: z.union([z.string(), z.array(z.string())]).optional(), contentIds: lastViewedIds }),
    response: z.array(lastViewedEntrySchema),
  },
  /** The caller's latest views, newest first: what the personalised home reads from (spec 2 §2 "Home"). */
  recentViews: {
    method: 'GET',
    path: '/last-viewed/recent',
    // userId must be the caller's own, as for lastViewed (403 otherwise).
    query: z.object({ userId: z.union([z.string(), z.array(z.string())]).optional(), size: intParam('size', 1, MAX_RECENT_VIEWS).default(MAX_RECENT_VIEWS) }),
    response: z.array(lastViewedEntrySchema),
  },
  recordView: {
    method: 'POST',
    path: '/last-viewed',
    body: z.object(
      { contentId: z.string({ error: 'contentId is required' }).regex(LAST_VIEWED_CONTENT_ID, { error: 'contentId is required' }) },
      { error: 'contentId is required' },
    ),
    response: noContent,
  },
  requestAQuote: { method: 'POST', path: '/request-a-quote', body: requestAQuoteBodySchema, response: z.object({ id: z.number().int() }) },
});

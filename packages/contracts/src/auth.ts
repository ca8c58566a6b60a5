// auth-service (spec 1 §7): the session verify every signed-in page makes, and the profile update
// (the spec places it under auth-service). The caller is the signed user of x-portal-user.
import type { output } from 'zod';
import type { ProfileValues } from '@portal/domain';
import { z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { profileSchema } from './user.js';

/** A person at the provider the user's account works with (spec 1 §3 `{product}Contacts`). */
export const providerContactSchema = z.object({ role: z.string(), fullName: z.string(), email: z.string(), phone: z.string() });
export type ProviderContactDto = output<typeof providerContactSchema>;
const providerContactListSchema = z.array(providerContactSchema);

/** The session response (spec 1 §3): the fields the portal reads, plus `{product}Contacts` lists. */
export const sessionResponseSchema = z.looseObject({
  usermetaId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  userType: z.string(),
  services: z.array(z.string()),
  phoneNumber: z.string(),
  accountName: z.string(),
  subscriptions: z.array(z.string()),
  regId: z.string().nullable(),
  profileComplete: z.boolean(),
  tncAccepted: z.boolean(),
  interceptor: z.object({
    isInterceptedUser: z.boolean(),
    isInterceptionComplete: z.boolean(),
    interceptedAt: z.string().nullable(),
    interceptionType: z.string().nullable(),
  }),
  /** Open registration interceptors (spec 1 §3 interceptors). */
  interceptors: z.array(z.string()),
  exclusiveAccess: z.boolean(),
  isVIP: z.boolean(),
  company: z.string(),
  address: z.string().nullable(),
  jobTitle: z.string(),
  country: z.string(),
  accessLevel: z.string().nullable(),
  createDate: z.string(),
  experimental: z.boolean(),
  userExperiences: z.array(z.string()),
  features: z.record(z.string(), z.boolean()),
}).refine((session) => Object.entries(session).every(([key, value]) => !key.endsWith('Contacts') || providerContactListSchema.safeParse(value).success), {
  error: 'Each {product}Contacts must be a list of contacts',
});
/** Besides these, `{product}Contacts` (spec 1 §3): ProviderContactDto[] for each subscription, e.g. fdContacts. */
export type SessionResponseDto = output<typeof sessionResponseSchema>;

/**
 * The profile PATCH body of spec 1 §7 (the profile form): the profile fields plus the aliases
 * title, phone, phoneExtn and specialReg. Upstream checks it field by field with the profile rules
 * of @portal/domain and answers every broken field at once (400 with fieldErrors), so the contract
 * types it and lets upstream do the checking.
 */
export type ProfileUpdateBody = ProfileValues & { title: string; phone: string; phoneExtn: string; specialReg?: string };
export const profileUpdateBodySchema = z.custom<ProfileUpdateBody>(() => true);

export const authContracts = defineContracts('auth', '/auth-service/api/v1', {
  verifySession: { method: 'GET', path: '/user/sessions/verify', response: sessionResponseSchema },
  updateProfile: { method: 'PATCH', path: '/user', body: profileUpdateBodySchema, response: profileSchema },
});

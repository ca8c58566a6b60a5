// The identity flows of auth-service (spec 1 §4, §7; spec 3 §3-§7): the recovery form's captcha,
// password change, recovery and reset, passwordless sign-in links, and the registration
// interceptors. Every answer is about one user or one e-mail: never cached.
import type { output } from 'zod';
import { REGISTRATION_FIELDS, newPasswordSchema, z, type RegistrationField } from '@portal/domain';
import { defineContracts } from './contract.js';

const INVALID_EMAIL = 'A valid e-mail address is required';

/** An address a link is mailed to: RFC 5321 caps it at 254 characters. */
export const mailedAddressSchema = z.string({ error: INVALID_EMAIL }).trim().min(3, { error: INVALID_EMAIL }).max(254).regex(/^[^\s@]+@[^\s@]+$/, { error: INVALID_EMAIL });
/** A password as sent, bounded; the rules of a new one are the forms' (newPasswordSchema). */
const secret = z.string().max(1024);
/** A one-time token of a mailed link. */
const oneTimeToken = z.string().max(128);
const resultSchema = z.object({ result: z.string() });

/** An ALTCHA proof-of-work challenge (altcha-lib v2), signed by upstream; the widget reads the rest. */
const altchaChallengeSchema = z.object({
  parameters: z.object({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number() }),
  signature: z.string().optional(),
});

/** The reCAPTCHA versions a page can run (spec 1 §5): the v2 checkbox, v3 scores, Enterprise keys. */
export const RECAPTCHA_VERSIONS = ['2', '3', 'enterprise'] as const;
export type RecaptchaVersion = (typeof RECAPTCHA_VERSIONS)[number];

/**
 * What a form needs to show its captcha: an ALTCHA challenge, or the reCAPTCHA site key and
 * version. A version of null means the server's setting names none it knows: the page says 'No
 * version provided' (spec 1 §8) rather than guess.
 */
export const captchaSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challenge: altchaChallengeSchema }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string(), version: z.enum(RECAPTCHA_VERSIONS).nullable() }),
]);
export type CaptchaDto = output<typeof captchaSchema>;

export const captchaContracts = defineContracts('captcha', '/auth-service/api/v1/captcha', {
  challenge: { method: 'GET', path: '/', response: captchaSchema },
});

export const passwordContracts = defineContracts('password', '/auth-service/api/v1/user/password', {
  // The current password is not checked for form here: wrong or empty, it is 'Incorrect password'.
  change: { method: 'POST', path: '/change', body: z.object({ currentPassword: secret, password: newPasswordSchema }), response: resultSchema },
  // The address's form and the captcha are checked by the handler, in the order the page shows them.
  recover: { method: 'POST', path: '/recover', body: z.object({ email: z.string().max(254), recaptchaToken: z.string().max(16_384) }), response: resultSchema },
  validateToken: {
    method: 'POST',
    path: '/validate-token',
    body: z.object({ resetToken: oneTimeToken }),
    response: z.object({ valid: z.literal(true), email: z.string() }),
  },
  reset: {
    method: 'POST',
    path: '/reset',
    // The e-mail, when sent, must be the one the link was for.
    body: z.object({ email: z.string().max(254).optional(), resetToken: oneTimeToken, password: newPasswordSchema }),
    response: resultSchema,
  },
});

/** The user a redeemed sign-in link belongs to. */
export const signInLinkHolderSchema = z.object({ userId: z.string(), email: z.string(), fullName: z.string(), userType: z.string() });
export type SignInLinkHolderDto = output<typeof signInLinkHolderSchema>;

export const passwordlessContracts = defineContracts('passwordless', '/auth-service/api/v1/passwordless', {
  request: { method: 'POST', path: '/', body: z.object({ email: mailedAddressSchema }), response: z.object({ status: z.number().int(), message: z.string() }) },
  redeem: { method: 'POST', path: '/redeem', body: z.object({ token: oneTimeToken }), response: signInLinkHolderSchema },
});

/** The signed-in user's registration state (spec 3 §3 interceptors). */
export const registrationSchema = z.object({
  userType: z.string(),
  profileComplete: z.boolean(),
  tncAccepted: z.boolean(),
  preferencesSet: z.boolean(),
  interceptors: z.array(z.string()),
  subscriptionPreferences: z.array(z.string()),
});
export type RegistrationDto = output<typeof registrationSchema>;

const registrationText = z.string().max(1000).default('');
/**
 * The business profile as it travels: a field left out is empty. The form's rules
 * (registrationFormErrors of @portal/domain) are checked by the handler, which answers every
 * broken field at once (400 with formErrors) and knows which special fields the user must give.
 */
export const registrationBodySchema = z
  .object({
    ...(Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, registrationText])) as Record<RegistrationField, typeof registrationText>),
    marketingEmails: z.boolean().default(false),
    specialReg: z.record(z.string().max(100), z.string().max(1000)).default({}),
  });

/** Spec 3 §7 addSubscriptionPreferences: at most 50 preference names. */
export const MAX_SUBSCRIPTION_PREFERENCES = 50;

export const registrationContracts = defineContracts('registration', '/auth-service/api/v1/registration', {
  get: { method: 'GET', path: '/', response: registrationSchema },
  complete: { method: 'POST', path: '/complete', body: registrationBodySchema, response: z.object({ userType: z.string(), profileComplete: z.literal(true) }) },
  acceptTerms: { method: 'POST', path: '/terms', body: z.object({ accepted: z.boolean() }), response: resultSchema },
  addPreferences: {
    method: 'POST',
    path: '/preferences',
    body: z.object({ preferences: z.array(z.string().min(1).max(100)).max(MAX_SUBSCRIPTION_PREFERENCES) }),
    response: z.object({ preferences: z.array(z.string()) }),
  },
});

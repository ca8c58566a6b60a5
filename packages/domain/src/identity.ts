// Rules of the identity flows shared by the web forms and the services (spec 3 §3-§5): password
// change, recovery and reset, registration fields, terms results, special registration labels.
import { REQUIRED_MESSAGE } from './formMessages.js';
export const INCORRECT_PASSWORD = 'Incorrect password';
export const PASSWORD_CHANGED = 'Password changed';
export const TERMS_COMPLETED = 'Terms and Conditions Agreement completed';
export const TERMS_FAILED = 'Terms and Conditions Agreement failed';
export const CAPTCHA_FAILED = 'Please complete the captcha';
export const RESET_LINK_INVALID = 'This password reset link has expired or has already been used.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link has expired or has already been used.';

// The spec shows no strength rule; these are the usual floor and a bound against abuse of the
// slow hash (a multi-megabyte "password" would cost the server, not the attacker).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The problem with a new password, or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  if (password.trim() === '') return REQUIRED_MESSAGE;
  if (password.length < PASSWORD_MIN_LENGTH) return `Must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Must be ${PASSWORD_MAX_LENGTH} characters or fewer`;
  return null;
}

export type FlaggedFields<K extends string> = Partial<Record<K, boolean>>;

/** Spec 3 §5: special registration labels show with the first letter capitalised, the rest lower case. */
export function specialRegistrationLabel(label: string): string {
  const text = label.trim();
  return text === '' ? text : text[0].toUpperCase() + text.slice(1).toLowerCase();
}

// The registration form of spec 3 §3 (the business profile interceptor).
export const REGISTRATION_FIELDS = ['firstName', 'lastName', 'title', 'companyName', 'country', 'address', 'city', 'state', 'otherRegion', 'zipCode'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string> & { marketingEmails: boolean; specialReg: Record<string, string> };

export const REGISTRATION_REQUIRED: RegistrationField[] = ['firstName', 'lastName', 'title', 'companyName', 'country'];
// The profile's limits (spec 1 §5) for the fields they share: the registration fills the profile.
export const REGISTRATION_MAX_LENGTHS: Record<RegistrationField, number> = {
  firstName: 40,
  lastName: 80,
  title: 128,
  companyName: 255,
  country: 40,
  address: 255,
  city: 40,
  state: 80,
  otherRegion: 40,
  zipCode: 20,
};

export const INVALID_LR_MESSAGE = 'Invalid LR Parameter';
export const DEFAULT_RETURN_PATH = '/myhome';

/**
 * Where a page may send the user after a flow (the lr parameter, spec 1 §5, 3 §2): a path on
 * this site, or a URL on `origin`. The gateway checks lr against the full allow-list at /login;
 * a page in the browser, which cannot know that list, accepts only its own site. Anything else
 * (protocol-relative, backslashes, control characters, other hosts) is refused.
 */
export function localReturnPath(lr: string | null | undefined, origin?: string): { ok: true; target: string } | { ok: false } {
  if (lr === null || lr === undefined || lr === '') return { ok: true, target: DEFAULT_RETURN_PATH };
  if (lr.length > 2048) return { ok: false };
  for (const character of lr) {
    const code = character.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || character === '\\' || /\s/u.test(character)) return { ok: false };
  }
  const base = origin ?? 'http://portal.invalid';
  let url: URL;
  try {
    url = new URL(lr, base);
  } catch {
    return { ok: false };
  }
  if (lr.startsWith('/') && !lr.startsWith('//') && url.origin === new URL(base).origin) return { ok: true, target: `${url.pathname}${url.search}${url.hash}` };
  if (origin && /^https?:\/\//i.test(lr) && url.origin === new URL(origin).origin && !url.username && !url.password) {
    return { ok: true, target: `${url.pathname}${url.search}${url.hash}` };
  }
  return { ok: false };
}

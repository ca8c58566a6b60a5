// Where each interceptor step goes next (spec 3 §4, §6): after the profile a guest goes to the
// return URL (or /myhome), client and employee to the business preference step; the terms, while
// still open, come before the return URL.
import { withReturnTarget } from '../returnTarget';

export const PROFILE_PATH = '/intercept/business/profile';
export const TERMS_PATH = '/intercept/business/terms';
export const PREFERENCE_PATH = '/intercept/business/preference';
export const TERMS_INTERCEPTOR = 'business-terms';

export function afterProfile(nextStep: string, termsOpen: boolean, target: string): string {
  if (nextStep === 'preference') return withReturnTarget(PREFERENCE_PATH, target);
  return termsOpen ? withReturnTarget(TERMS_PATH, target) : target;
}

export function afterPreferences(termsOpen: boolean, target: string): string {
  return termsOpen ? withReturnTarget(TERMS_PATH, target) : target;
}

// Pages an intercepted user may still open: the steps themselves, the account's password and
// passwordless pages, and the error pages.
const NOT_INTERCEPTED = ['/intercept/', '/my-account/password/', '/passwordless', '/error/'];

/**
 * Where a signed-in user with open interceptors must go instead of `pathname` (spec 1 §4: the
 * session may redirect a route; 3 §4: registration, then terms), carrying `here` as lr; null when
 * nothing intercepts them or they are already on an allowed page.
 */
export function interceptTarget(interceptors: readonly string[] | undefined, pathname: string, here: string): string | null {
  if (!interceptors || interceptors.length === 0) return null;
  if (NOT_INTERCEPTED.some((prefix) => pathname.startsWith(prefix))) return null;
  const page = interceptors.includes('business-profile') ? PROFILE_PATH : interceptors.includes(TERMS_INTERCEPTOR) ? TERMS_PATH : null;
  return page ? withReturnTarget(page, here) : null;
}

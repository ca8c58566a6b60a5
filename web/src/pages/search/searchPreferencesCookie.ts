// The 7-day search preferences cookie in the browser (spec 1 §3, §9). Not HttpOnly: it holds no
// credential, only the settings the page itself applies.
import { cookieValue } from '../../app/cookies';
import { SEARCH_PREFERENCES_COOKIE, SEARCH_PREFERENCES_MAX_AGE_SECONDS, searchPreferencesCookieValue, searchPreferencesOf, type SearchQuery } from '@portal/domain';

/** The saved preferences in a Cookie header (cookiesOf). */
export function readSearchPreferencesCookie(cookies: string): string | null {
  return cookieValue(cookies, SEARCH_PREFERENCES_COOKIE) || null;
}

export function writeSearchPreferencesCookie(query: SearchQuery, secure: boolean = window.location.protocol === 'https:'): void {
  const value = searchPreferencesCookieValue(searchPreferencesOf(query));
  if (value === null) return;
  document.cookie = `${SEARCH_PREFERENCES_COOKIE}=${value}; Max-Age=${SEARCH_PREFERENCES_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

// The active product cookie (spec 3 §4, §9): read on load, written when the switcher changes.
import { PRODUCT_COOKIE, PRODUCT_COOKIE_MAX_AGE_SECONDS } from '@portal/domain';
import { cookieValue } from '../app/cookies';

/** The product in a Cookie header (useCookies, cookiesOf). */
export function readProductCookie(cookies: string): string | null {
  const value = cookieValue(cookies, PRODUCT_COOKIE);
  return value === null ? null : decodeURIComponent(value);
}

export function productCookie(product: string, secure: boolean): string {
  return `${PRODUCT_COOKIE}=${encodeURIComponent(product)}; Max-Age=${PRODUCT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeProductCookie(product: string): void {
  document.cookie = productCookie(product, window.location.protocol === 'https:');
}

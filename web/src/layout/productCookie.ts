// The active product cookie (spec 3 §4, §9): read on load, written when the switcher changes.
import { PRODUCT_COOKIE, PRODUCT_COOKIE_MAX_AGE_SECONDS } from '@portal/domain';

export function readProductCookie(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PRODUCT_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function productCookie(product: string, secure: boolean): string {
  return `${PRODUCT_COOKIE}=${encodeURIComponent(product)}; Max-Age=${PRODUCT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeProductCookie(product: string): void {
  document.cookie = productCookie(product, window.location.protocol === 'https:');
}

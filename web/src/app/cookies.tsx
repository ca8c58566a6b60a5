// Cookies a page reads while it loads or renders. In the browser they are document.cookie; on the
// server, the Cookie header of the reader's request (the server render provides it to components,
// and loaders get it on their request), so the first HTML shows what the browser then hydrates.
// Cookies are written only in the browser, in event handlers and loaders that run there.
import { createContext, useContext } from 'react';

export const RequestCookiesContext = createContext<string | null>(null);

function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** In a component: the reader's cookies, as a Cookie header. */
export function useCookies(): string {
  return useContext(RequestCookiesContext) ?? browserCookies();
}

/** In a loader: the reader's cookies (a browser's router request carries none of its own). */
export function cookiesOf(request: Request): string {
  return request.headers.get('cookie') ?? browserCookies();
}

/** One cookie's raw value from a Cookie header, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** Whether this code runs in the browser, where cookies can be written. */
export function inBrowser(): boolean {
  return typeof document !== 'undefined';
}

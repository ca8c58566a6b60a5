// What the service worker (sw.ts) keeps and when it drops it; shared with the page that registers
// it (web/src/app/serviceWorker.ts), which names the reports opened inside the app.

/** The cache of report pages a reader opened (spec 1 §7). */
export const REPORT_PAGES_CACHE = 'portal-report-pages';

/** The message the app posts when it shows a report: the worker keeps that report's page. */
export const CACHE_PAGE_MESSAGE = 'portal:cache-page';

export interface CachePageMessage {
  type: typeof CACHE_PAGE_MESSAGE;
  url: string;
}

export function isCachePageMessage(data: unknown): data is CachePageMessage {
  return typeof data === 'object' && data !== null && (data as CachePageMessage).type === CACHE_PAGE_MESSAGE && typeof (data as CachePageMessage).url === 'string';
}

// The report route (web/src/app/router.tsx: 'report/:slug?/:id').
const REPORT_PATH = /^\/report\/(?:[^/]+\/)?[^/]+\/?$/;

export function isReportPath(pathname: string): boolean {
  return REPORT_PATH.test(pathname);
}

// The gateway's sign-in and sign-out routes: the kept pages are dropped before either.
const SESSION_CHANGES = ['/login', '/logged-in', '/logout'];

export function clearsPageCaches(pathname: string): boolean {
  return SESSION_CHANGES.includes(pathname.replace(/\/$/, ''));
}

/** Navigations the worker does not answer at all: file downloads and the GraphQL endpoint. */
export const PASSES_THROUGH = [/^\/downloads(?:\/|$)/, /^\/graphql(?:\/|$)/];

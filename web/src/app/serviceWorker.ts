// Registers the offline shell's service worker (spec 1 §7: "A service worker is registered at
// /sw.js"; the worker is web/sw/sw.ts). A browser without service workers is reported with the
// spec's message (spec 1 §8), not shown: the portal works the same, only not offline.
import type { DataRouter } from 'react-router';
import { CACHE_PAGE_MESSAGE, isReportPath, type CachePageMessage } from '../../sw/offlineRules';
import { reportError } from './reportError';

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_UNSUPPORTED = 'serviceWorker is not supported in current browser!';

type Report = (error: unknown, context: string) => void;

/** The part of `navigator` registration needs (a test passes its own). */
export interface ServiceWorkerHost {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
}

export async function registerServiceWorker(host: ServiceWorkerHost, report: Report = reportError): Promise<ServiceWorkerRegistration | undefined> {
  if (!host.serviceWorker) {
    report(new Error(SERVICE_WORKER_UNSUPPORTED), 'serviceWorker');
    return undefined;
  }
  try {
    return await host.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    // A private window that refuses storage, a worker that failed to install: the app goes on.
    report(error, 'serviceWorker');
    return undefined;
  }
}

/**
 * The worker keeps the report pages the browser loads through it; a report opened inside the app
 * (a client-side navigation), or loaded before the worker controlled the page (the first visit),
 * never went through it. Each such report is named to the worker, which fetches and keeps its page
 * (sw.ts). Returns the unsubscribe.
 */
export function keepOpenedReports(
  router: Pick<DataRouter, 'subscribe' | 'state'>,
  post: (message: CachePageMessage) => void,
  { pageWasControlled }: { pageWasControlled: boolean },
): () => void {
  const keep = (location: { pathname: string; search: string }) => {
    if (isReportPath(location.pathname)) post({ type: CACHE_PAGE_MESSAGE, url: location.pathname + location.search });
  };
  let last = router.state.location.pathname;
  if (!pageWasControlled) keep(router.state.location);
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === last) return;
    last = state.location.pathname;
    keep(state.location);
  });
}

// The offline shell (spec 1 §7: "A service worker is registered at /sw.js"; issue #13): the built
// app shell is precached, and the reports a reader opens are kept, so a report read once opens
// without a network. Workbox does the caching; this file only says what is cached and when it is
// thrown away. Built by vite-plugin-pwa (injectManifest) into web/dist/sw.js; web/src/app/
// serviceWorker.ts registers it.
//
// Why the report's page (the navigation) is what is cached, not its GraphQL: the app asks the
// graph with POSTs (Apollo's HttpLink), which the Cache API cannot key, and turning the report's
// query into a GET would put a reader's access-dependent answer under a URL anyone's browser may
// ask for. The report's server-rendered HTML already carries the data it was rendered from (the
// Apollo state main.tsx restores), so the cached page renders offline without asking the graph.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { clearsPageCaches, isCachePageMessage, isReportPath, PASSES_THROUGH, REPORT_PAGES_CACHE } from './offlineRules';

declare const self: ServiceWorkerGlobalScope;

const APP_SHELL = '/index.html';

// The hashed bundles and index.html. No directory index or clean URLs: '/' and every other page
// are rendered by the server, and only an offline navigation falls back to the shell (below).
// (An empty directoryIndex is Workbox's way to map no '/' URL to index.html.)
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// A new worker takes over at once, as a new deploy's server does: a page opened before it that
// asks for a bundle the deploy no longer has fails as it would without a worker.
void self.skipWaiting();
clientsClaim();

// A signed-in reader's pages show their name and their access, so the kept pages belong to whoever
// was signed in: they are dropped before the browser signs in or out (the gateway's /login,
// /logged-in and /logout are full navigations), and never kept across readers.
async function clearPageCaches(): Promise<void> {
  await caches.delete(REPORT_PAGES_CACHE);
}
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && clearsPageCaches(url.pathname),
  async ({ request }) => {
    await clearPageCaches();
    return fetch(request);
  },
);

const reportPages = new NetworkFirst({
  cacheName: REPORT_PAGES_CACHE,
  // A slow network still shows the page the reader has, after a short wait.
  networkTimeoutSeconds: 4,
  plugins: [
    // Only a page the reader could open: a 401/403/404 or a redirect is never kept.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && isReportPath(url.pathname), reportPages);

// Every other page goes to the network; offline it gets the shell (the catch handler below), which
// renders the app's own error state instead of the browser's. Downloads and the GraphQL endpoint
// are left alone.
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: PASSES_THROUGH }));

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache(APP_SHELL)) ?? Response.error();
  return Response.error();
});

// A report opened inside the app (a client-side navigation) never fetched its page: the app names
// it (web/src/app/serviceWorker.ts) and the page is fetched once, as the reader, and kept.
self.addEventListener('message', (event) => {
  if (!isCachePageMessage(event.data)) return;
  const url = new URL(event.data.url, self.location.origin);
  if (url.origin !== self.location.origin || !isReportPath(url.pathname)) return;
  const request = new Request(url.href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  // Offline, or a page the reader may not open: nothing is kept, and nothing is worth reporting.
  event.waitUntil(Promise.all(reportPages.handleAll({ event, request })).catch(() => undefined));
});

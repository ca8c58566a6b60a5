// The web app rendered on the server, for the gateway (services/gateway/src/serverRendering.ts).
// The route table's loaders run here as in the browser, the page renders until the data of every
// query it asks for is in (Apollo's prerenderStatic), and the gateway sends the HTML with the page's
// HTTP status and the Apollo cache, which the browser restores before hydrating, so a page read in
// the first response needs no second round of queries.
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/App';
import { createApolloClient } from '../app/apollo';
import { RequestCookiesContext } from '../app/cookies';
import { HttpStatusContext } from '../app/httpStatus';
import { routes } from '../app/router';
import { fillCache, type CacheFill, type CacheFillHandle } from '../app/pageLoaders';
import { createRouterContext } from '../app/routerContext';
import { SiteOriginContext } from '../app/siteOrigin';
import { pageDocument } from './pageDocument';
import { serverEmotionCache, styleTagsOf } from './emotionStyles';

export interface RenderRequest {
  /** The browser's request (method GET, its URL on the portal's public origin). */
  request: Request;
  /** GraphQL over HTTP as the reader who asked: the gateway's runtime, in process. */
  fetch: typeof fetch;
  /** The portal's public origin, for canonical links. */
  origin: string;
  /** How long the page may wait for its data before the rest is left to the browser. */
  timeoutMs: number;
  /** The built index.html. */
  template: string;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The whole HTML document. */
      html: string;
      /** Whether the time ran out before every query answered (the browser asks for the rest). */
      partial: boolean;
    };

const handler = createStaticHandler(routes);

/** What the routes matching `request` name on their `handle` for the cache (layoutQueries.ts). */
function cacheFillsOf(request: Request): CacheFill[] {
  const matches = matchRoutes(routes, new URL(request.url).pathname) ?? [];
  return matches.flatMap(({ route }) => (route.handle as Partial<CacheFillHandle> | undefined)?.cacheFill?.(request) ?? []);
}

/** Whether every query the render asked for has its answer (data or error): another render would draw the same. */
function everyQueryAnswered(client: ApolloClient): boolean {
  return [...client.getObservableQueries('all')].every((query) => !query.getCurrentResult().loading);
}

export async function renderPage({ request, fetch, origin, timeoutMs, template }: RenderRequest): Promise<RenderedPage> {
  const client = createApolloClient({ uri: `${origin}/graphql`, fetch, ssrMode: true });
  try {
    // The page's loaders, and beside them the queries its layout's components will ask for (a
    // redirect does not wait for those).
    const filled = fillCache(client, cacheFillsOf(request));
    const context = await handler.query(request, { requestContext: createRouterContext(client)() });
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    await filled;
    // A loader's own error page (a report the reader may not open) records its status below.
    let status = context.statusCode;
    const recordStatus = (recorded: number) => {
      status = recorded;
    };
    // Apollo's render loop renders again after any render that started a query, even one the
    // cache already answered; the loaders and the layout's queries above fill the cache with what
    // a page asks for, so the first render usually needs none and ends the loop (`settled`).
    const settled = new AbortController();
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), settled.signal]);
    const router = createStaticRouter(handler.dataRoutes, context);
    const emotionCache = serverEmotionCache();
    const { result, aborted } = await prerenderStatic({
      tree: (
        <CacheProvider value={emotionCache}>
        <HttpStatusContext value={recordStatus}>
          <SiteOriginContext value={origin}>
            <RequestCookiesContext value={request.headers.get('cookie') ?? ''}>
              <AppProviders client={client}>
                {/* No hydration script: the browser's router runs its loaders against the restored cache. */}
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProviders>
            </RequestCookiesContext>
          </SiteOriginContext>
        </HttpStatusContext>
        </CacheProvider>
      ),
      // Every Suspense boundary inline, in place: React otherwise moves a large one's HTML to the
      // end of the document, to be put in place by an inline script, which the portal's CSP refuses
      // (the boundary would stay empty until the browser rendered it again; HydrateLater.tsx).
      renderFunction: async (tree) => {
        const rendered = await prerenderToNodeStream(tree, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
        if (!signal.aborted && everyQueryAnswered(client)) settled.abort();
        return rendered;
      },
      signal,
    });
    const partial = aborted && !settled.signal.aborted;
    // A partial render's markup is left out (pageDocument), so its styles are not worked out.
    const styles = partial ? '' : styleTagsOf(emotionCache, result);
    const html = pageDocument(template, result, JSON.stringify(client.extract()), { complete: !partial, styles });
    return { kind: 'page', status, html, partial };
  } finally {
    client.stop();
  }
}

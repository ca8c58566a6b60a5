// The route table (spec 1 §2). Pages render inside the default layout; a pathless route between
// them holds the errorElement, so a failing page keeps the header and footer around its error.
import { createBrowserRouter, redirect, type DataRouter, type RouteObject } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { DefaultLayout } from '../layout/DefaultLayout';
import { gatewayRoutes } from '../pages/auth/serverRoutes';
import { identityRoutes } from '../pages/identity/routes';
import { listingRoutes } from '../pages/listings/routes';
import { RouteErrorBoundary } from '../pages/error/RouteErrorBoundary';
import { GenericErrorPage } from '../pages/error/GenericErrorPage';
import { NotFoundPage } from '../pages/error/NotFoundPage';
import { PageLoading } from './PageLoading';
import { createRouterContext } from './routerContext';

export const routes: RouteObject[] = [
  {
    Component: DefaultLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          // Code-split: the report page (and x-charts) load only when a report is opened.
          {
            path: 'report/:slug?/:id',
            lazy: async () => {
              const { loader, Component } = await import('../pages/report/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          },
          // The URL is the search's state; the route module reads it in its loader.
          {
            path: 'allSearch',
            lazy: async () => {
              const { loader, Component } = await import('../pages/search/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          },
          // An analyst's profile (spec 2 §2): 404 'Analyst inactive.' unless externally active.
          {
            path: 'analyst-bio/:slug/:id',
            lazy: async () => {
              const { loader, Component } = await import('../pages/analyst-bio/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          },
          // The analyst directory (spec 2 §2): its URL is its state, read by the loader.
          {
            path: 'analysts',
            lazy: async () => {
              const { loader, Component } = await import('../pages/analysts/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          },
          // Webinar and peer discussion listings (spec 3 §2): static paths, so they win over the
          // future /webinar/{slug}/{id?} detail pages.
          ...['webinar/upcoming', 'webinar/ondemand', 'peer-discussions', 'peer-discussions/ondemand'].map((path) => ({
            path,
            lazy: async () => {
              const { loader, Component } = await import('../pages/webinars/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          })),
          // Search-backed insights listings (spec 2 §2); an unknown tab is a 404 from the loader.
          { path: 'insights/latest-research', loader: () => redirect('/insights/latest-research/all') },
          {
            path: 'insights/latest-research/:tab',
            lazy: async () => {
              const { loader, Component } = await import('../pages/insights/latest-research/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          },
          {
            path: 'insights/forecasts/:tabId?',
            lazy: async () => {
              const { loader, Component } = await import('../pages/insights/forecasts/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          },
          {
            path: 'insights/customer-data-and-insights/:id?/:tabId?',
            lazy: async () => {
              const { loader, Component } = await import('../pages/insights/customer-data/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          },
          // Market insights (spec 2 §2) under Markets and under Services, with their analyst relations.
          ...['markets', 'services'].flatMap((root) => [
            {
              path: `${root}/market-insights/:slug`,
              lazy: async () => {
                const { loader, Component } = await import('../pages/insights/market-insights/route');
                return { loader, Component };
              },
              HydrateFallback: PageLoading,
            },
            {
              path: `${root}/market-insights/:slug/analyst-relations/:phase?`,
              lazy: async () => {
                const { loader, Component } = await import('../pages/insights/market-insights/analystRelationsRoute');
                return { loader, Component };
              },
              HydrateFallback: PageLoading,
            },
          ]),
          // A priority's further research by phase, under either priority path (spec 2 §2).
          ...['functional-priority', 'priority'].map((root) => ({
            path: `${root}/:slug/:id/further-research/:tab?`,
            lazy: async () => {
              const { loader, Component } = await import('../pages/insights/further-research/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          })),
          // A webinar or peer discussion (spec 3 "Webinar page"); after the static listing paths above.
          ...['webinar/:slug/:id', 'peer-discussions/:slug/:id'].map((path) => ({
            path,
            lazy: async () => {
              const { loader, Component } = await import('../pages/webinar/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          })),
          // Blogs, podcasts and tools: the cards of their search tabs open here.
          ...['blogs/:slug/:id', 'podcasts/:slug/:id', 'tools/:slug/:id'].map((path) => ({
            path,
            lazy: async () => {
              const { loader, Component } = await import('../pages/content-item/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          })),
          // The my-account area (spec 1 §2): one layout (avatar, name, tabs) around its tab pages.
          {
            path: 'my-account',
            lazy: async () => ({ Component: (await import('../pages/account/AccountLayout')).AccountLayout }),
            HydrateFallback: PageLoading,
            children: [
              { index: true, loader: () => redirect('/my-account/profile') },
              {
                path: 'profile',
                lazy: async () => {
                  const { loader, Component } = await import('../pages/account/profile/route');
                  return { loader, Component };
                },
              },
              {
                path: 'following',
                lazy: async () => {
                  const { loader, Component } = await import('../pages/account/following/route');
                  return { loader, Component };
                },
              },
              {
                path: 'communications',
                lazy: async () => {
                  const { loader, Component } = await import('../pages/account/communications/route');
                  return { loader, Component };
                },
              },
              // Products, contacts and newsletters (issue #4, account extras).
              ...(['products', 'contacts', 'newsletters'] as const).map((tab) => ({
                path: tab,
                lazy: async () => {
                  const { loader, Component } = await (tab === 'products'
                    ? import('../pages/account/products/route')
                    : tab === 'contacts'
                      ? import('../pages/account/contacts/route')
                      : import('../pages/account/newsletters/route'));
                  return { loader, Component };
                },
              })),
            ],
          },
          // The technology catalogue (spec 3 §4) and its detail pages: {type?}/{slug?}/{id}(/{tabId}).
          {
            path: 'insights/technology-landscapes-and-waves',
            lazy: async () => {
              const { loader, shouldRevalidate, Component } = await import('../pages/technologies/route');
              return { loader, shouldRevalidate, Component };
            },
            HydrateFallback: PageLoading,
          },
          {
            path: 'insights/technology-landscapes-and-waves/*',
            lazy: async () => {
              const { loader, Component } = await import('../pages/technologies/detailRoute');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          },
          // Functions and services (spec 3 §2, §6): the listing, then /{slug}/{id?}/{tab?}.
          ...['functions', 'services'].flatMap((section) => [
            {
              path: section,
              lazy: async () => {
                const { loader, Component } = await import('../pages/functions/route');
                return { loader, Component };
              },
              HydrateFallback: PageLoading,
            },
            {
              path: `${section}/:slug/*`,
              lazy: async () => {
                const { loader, shouldRevalidate, Component } = await import('../pages/functions/detailRoute');
                return { loader, shouldRevalidate, Component };
              },
              HydrateFallback: PageLoading,
            },
          ]),
          // A functional priority (spec 1 §2); its further-research tabs are deeper routes.
          ...['functional-priority/:slug/:id', 'functional-priority/:id', 'priority/:slug/:id', 'priority/:id'].map((path) => ({
            path,
            lazy: async () => {
              const { loader, Component } = await import('../pages/priority/route');
              return { loader, Component };
            },
            HydrateFallback: PageLoading,
          })),
          // Playbooks, surveys, themed listings (issue #3).
          ...listingRoutes,
          // Access help (spec 1 §2, §4) and request a quote (spec 3 §2): forms with their confirmations.
          { path: 'access-preferences', lazy: () => import('../pages/access-help/AccessHelpPage') },
          { path: 'access-preferences/confirmation', lazy: () => import('../pages/access-help/AccessHelpConfirmationPage') },
          { path: 'requestaquote', lazy: () => import('../pages/request-a-quote/RequestAQuotePage') },
          { path: 'requestaquote/success', lazy: () => import('../pages/request-a-quote/RequestAQuoteSuccessPage') },
          // Passwordless, password flows and the registration interceptors (pages/identity).
          ...identityRoutes,
          ...gatewayRoutes,
          { path: 'error/error', Component: GenericErrorPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter(client: ApolloClient): DataRouter {
  return createBrowserRouter(routes, { getContext: createRouterContext(client) });
}

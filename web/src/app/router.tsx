// The route table (spec 1 §2). Pages render inside the default layout; a pathless route between
// them holds the errorElement, so a failing page keeps the header and footer around its error.
import { createBrowserRouter, redirect, type DataRouter, type RouteObject } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { DefaultLayout } from '../layout/DefaultLayout';
import { gatewayRoutes } from '../pages/auth/serverRoutes';
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
            ],
          },
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

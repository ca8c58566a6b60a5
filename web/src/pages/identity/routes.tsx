// The identity pages (spec 1 §2): passwordless sign-in, the password flows (change, request,
// reset, with their confirmation and expired-token pages) and the interceptors. Code-split:
// each module loads when its page opens. Static paths, so they win over /my-account/* children.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../app/PageLoading';

export const identityRoutes: RouteObject[] = [
  {
    path: 'passwordless',
    lazy: async () => {
      const { loader, Component } = await import('./passwordless/route');
      return { loader, Component };
    },
    HydrateFallback: PageLoading,
  },
  {
    path: 'my-account/password/change',
    lazy: async () => {
      const { loader, Component } = await import('./password/changeRoute');
      return { loader, Component };
    },
    HydrateFallback: PageLoading,
  },
  {
    path: 'my-account/password/request',
    lazy: async () => ({ Component: (await import('./password/requestRoute')).Component }),
    HydrateFallback: PageLoading,
  },
  {
    path: 'my-account/password/request/confirmation',
    lazy: async () => ({ Component: (await import('./password/confirmationRoutes')).RequestConfirmation }),
    HydrateFallback: PageLoading,
  },
  {
    path: 'my-account/password/create',
    lazy: async () => {
      const { loader, Component } = await import('./password/createRoute');
      return { loader, Component };
    },
    HydrateFallback: PageLoading,
  },
  {
    path: 'my-account/password/create/confirmation',
    lazy: async () => ({ Component: (await import('./password/confirmationRoutes')).CreateConfirmation }),
    HydrateFallback: PageLoading,
  },
  {
    path: 'my-account/password/create/expired-token',
    lazy: async () => ({ Component: (await import('./password/confirmationRoutes')).ExpiredToken }),
    HydrateFallback: PageLoading,
  },
  {
    path: 'intercept/business/profile',
    lazy: async () => {
      const { loader, Component } = await import('./intercept/profileRoute');
      return { loader, Component };
    },
    HydrateFallback: PageLoading,
  },
  {
    path: 'intercept/business/terms',
    lazy: async () => {
      const { loader, Component } = await import('./intercept/termsRoute');
      return { loader, Component };
    },
    HydrateFallback: PageLoading,
  },
  {
    path: 'intercept/business/preference',
    lazy: async () => {
      const { loader, Component } = await import('./intercept/preferenceRoute');
      return { loader, Component };
    },
    HydrateFallback: PageLoading,
  },
  {
    path: 'intercept/client/:firm',
    lazy: async () => {
      const { loader, Component } = await import('./intercept/clientRoute');
      return { loader, Component };
    },
    HydrateFallback: PageLoading,
  },
];

// The identity pages (spec 1 §2): passwordless sign-in, the password flows (change, request,
// reset, with their confirmation and expired-token pages) and the interceptors. Code-split:
// each module loads when its page opens. Static paths, so they win over /my-account/* children.
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/lazyRoute';

export const identityRoutes: RouteObject[] = [
  lazyRoute('passwordless', () => import('./passwordless/route')),
  lazyRoute('my-account/password/change', () => import('./password/changeRoute')),
  lazyRoute('my-account/password/request', async () => ({ Component: (await import('./password/requestRoute')).Component })),
  lazyRoute('my-account/password/request/confirmation', async () => ({ Component: (await import('./password/confirmationRoutes')).RequestConfirmation })),
  lazyRoute('my-account/password/create', () => import('./password/createRoute')),
  lazyRoute('my-account/password/create/confirmation', async () => ({ Component: (await import('./password/confirmationRoutes')).CreateConfirmation })),
  lazyRoute('my-account/password/create/expired-token', async () => ({ Component: (await import('./password/confirmationRoutes')).ExpiredToken })),
  lazyRoute('intercept/business/profile', () => import('./intercept/profileRoute')),
  lazyRoute('intercept/business/terms', () => import('./intercept/termsRoute')),
  lazyRoute('intercept/business/preference', () => import('./intercept/preferenceRoute')),
  lazyRoute('intercept/client/:firm', () => import('./intercept/clientRoute')),
];

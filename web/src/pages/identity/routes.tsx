// The identity pages (spec 1 §2): passwordless sign-in, the password flows (change, request,
// reset, with their confirmation and expired-token pages) and the interceptors. Code-split:
// each module loads when its page opens. Static paths, so they win over /my-account/* children.
// Grouped by the layout each renders in (app/router.tsx says why).
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/lazyRoute';

export const identityRoutes: RouteObject[] = [lazyRoute('my-account/password/change', () => import('./password/changeRoute'))];

/** A visitor's ways into an account: the simplistic layout (app/router.tsx). */
export const accountEntryRoutes: RouteObject[] = [
  lazyRoute('passwordless', () => import('./passwordless/route')),
  lazyRoute('my-account/password/request', async () => ({ Component: (await import('./password/requestRoute')).Component })),
  lazyRoute('my-account/password/request/confirmation', async () => ({ Component: (await import('./password/confirmationRoutes')).RequestConfirmation })),
];

/** Where the e-mailed reset link leads (choose a password, its outcome, the expired link): the minimal layout. */
export const passwordCreateRoutes: RouteObject[] = [
  lazyRoute('my-account/password/create', () => import('./password/createRoute')),
  lazyRoute('my-account/password/create/confirmation', async () => ({ Component: (await import('./password/confirmationRoutes')).CreateConfirmation })),
  lazyRoute('my-account/password/create/expired-token', async () => ({ Component: (await import('./password/confirmationRoutes')).ExpiredToken })),
];

/** The registration interceptors: the intermediary layout. */
export const interceptRoutes: RouteObject[] = [
  lazyRoute('intercept/business/profile', () => import('./intercept/profileRoute')),
  lazyRoute('intercept/business/terms', () => import('./intercept/termsRoute')),
  lazyRoute('intercept/business/preference', () => import('./intercept/preferenceRoute')),
  lazyRoute('intercept/client/:firm', () => import('./intercept/clientRoute')),
];

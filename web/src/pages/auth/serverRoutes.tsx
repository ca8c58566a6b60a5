// /login, /logged-in and /logout are served by the gateway (the OpenID code flow), not by this
// app: links to them must load the document (`reloadDocument`), never render a client route.
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../error/NotFoundPage';

export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
const GATEWAY_PATHS = ['login', 'logged-in', 'logout'];

/** The login link that brings the user back to `returnTo` (a path on this site) afterwards. */
export function loginHref(returnTo?: string): string {
  return returnTo ? `${LOGIN_PATH}?lr=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

/**
 * A safety net for a client-side navigation to a gateway path (a plain router link somewhere):
 * load it as a document instead. If this document itself is that path, the gateway did not
 * answer it (a dev server without the proxy): show the 404 page rather than reload forever.
 */
export function gatewayRoute(path: string): RouteObject {
  return {
    path,
    loader: ({ request }) => {
      // Rendered on the server: the gateway did not answer this path itself, so there is no such page.
      if (typeof window === 'undefined') return null;
      const target = new URL(request.url);
      const here = `${window.location.pathname}${window.location.search}`;
      if (here !== `${target.pathname}${target.search}`) window.location.assign(`${target.pathname}${target.search}`);
      return null;
    },
    Component: NotFoundPage,
  };
}

export const gatewayRoutes: RouteObject[] = GATEWAY_PATHS.map(gatewayRoute);

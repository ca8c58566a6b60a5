// Cross-site request forgery on /graphql. A browser attaches the portal's session cookie to
// requests other sites start, and a form, a <script> or a "simple" fetch (form-encoded, multipart,
// text/plain, GET) reaches the server without a CORS preflight. For requests that carry the
// session cookie: a POST body must be JSON (which needs a preflight, and the gateway allows no
// other origin), and a request without such a body must carry GRAPHQL_CSRF_HEADER (Yoga's CSRF
// prevention). Requests without the cookie (partners' bearer tokens, anonymous GET queries) are
// not a forgery risk: they act as no one's session.
import { GRAPHQL_CSRF_HEADER } from '@portal/domain';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { parseCookie } from 'cookie';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { SESSION_COOKIE } from './auth/authCookies.js';

/** The POST bodies a session's request may use: both need a preflight from another origin. */
export const SESSION_POST_CONTENT_TYPES = ['application/json', 'application/graphql-response+json'];
export const NON_JSON_REFUSED = 'A signed-in request must send its GraphQL operation as application/json.';

function carriesSession(request: Request): boolean {
  const header = request.headers.get('cookie');
  return header ? parseCookie(header)[SESSION_COOKIE] !== undefined : false;
}

function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

export function useSessionCsrfPrevention(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: [GRAPHQL_CSRF_HEADER] });
  return {
    onRequestParse(payload) {
      const { request } = payload;
      if (!carriesSession(request)) return undefined;
      if (request.method === 'POST' && !SESSION_POST_CONTENT_TYPES.includes(mediaTypeOf(request))) {
        throw createGraphQLError(NON_JSON_REFUSED, { extensions: { code: 'CSRF_REFUSED', http: { status: 415 } } });
      }
      return csrf.onRequestParse?.(payload);
    },
  };
}

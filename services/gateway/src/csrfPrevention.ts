// Cross-site request forgery on /graphql. A browser attaches the portal's cookies to requests
// other sites start, and a form, a <script> or a "simple" fetch (form-encoded, multipart,
// text/plain, GET) reaches the server without a CORS preflight. For requests that carry a cookie
// that acts for someone (the session: a user; the visitor id: an anonymous visitor's cart): a POST
// body must be JSON (which needs a preflight, and the gateway allows no other origin), and a
// request without such a body must carry GRAPHQL_CSRF_HEADER (Yoga's CSRF prevention). Requests
// without them (partners' bearer tokens, anonymous GET queries) act for no browser's user.
// Server-to-server routes outside /graphql (Stripe's POST /webhooks/stripe, paymentWebhook.ts) are
// not under this plugin: no cookie acts there, and the route takes JSON only and a signature.
import { GRAPHQL_CSRF_HEADER } from '@portal/domain';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { parseCookie } from 'cookie';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { SESSION_COOKIE } from './auth/authCookies.js';
import { visitorCookieName } from './visitorId.js';

/** The POST bodies a session's request may use: both need a preflight from another origin. */
export const SESSION_POST_CONTENT_TYPES = ['application/json', 'application/graphql-response+json'];
export const NON_JSON_REFUSED = 'A request with the portal\'s cookies must send its GraphQL operation as application/json.';
const ACTING_COOKIES = [SESSION_COOKIE, visitorCookieName];

function carriesPortalCookie(request: Request): boolean {
  const header = request.headers.get('cookie');
  if (!header) return false;
  const cookies = parseCookie(header);
  return ACTING_COOKIES.some((name) => cookies[name] !== undefined);
}

function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

export function useSessionCsrfPrevention(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: [GRAPHQL_CSRF_HEADER] });
  return {
    onRequestParse(payload) {
      const { request } = payload;
      if (!carriesPortalCookie(request)) return undefined;
      if (request.method === 'POST' && !SESSION_POST_CONTENT_TYPES.includes(mediaTypeOf(request))) {
        throw createGraphQLError(NON_JSON_REFUSED, { extensions: { code: 'CSRF_REFUSED', http: { status: 415 } } });
      }
      return csrf.onRequestParse?.(payload);
    },
  };
}

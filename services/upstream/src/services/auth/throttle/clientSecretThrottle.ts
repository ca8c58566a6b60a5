// Client secrets at the token endpoint (partners' client credentials, the portal's code
// exchange) are throttled like passwords: per client id (from the Basic credentials, the only
// method the clients are registered with) and per IP. A Koa middleware of the provider, so the
// outcome is recorded before the answer leaves: authenticated (the provider found the client and
// did not answer invalid_client) forgets the failures; invalid_client counts one.
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AttemptThrottle } from './attemptThrottle.js';
import { clientLockedMessage } from './authThrottles.js';
import { clientIpOf } from './clientIp.js';

type ProviderMiddleware = Parameters<Provider['use']>[0];

const TOKEN_PATH = '/token';

/** The client id of HTTP Basic client authentication (RFC 6749 §2.3.1: form-encoded, then base64). */
export function basicClientId(authorization: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  try {
    return decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * `ipOnlyClientIds`: clients counted per IP only, never locked as a whole: the portal's own client,
 * whose lock would stop every sign-in (its secret is long and random; production demands it).
 */
export function clientSecretThrottle(throttle: AttemptThrottle, ipOnlyClientIds: ReadonlySet<string>): ProviderMiddleware {
  return async (koaCtx, next) => {
    // The provider's own middleware sets ctx.oidc during next(); it is read only after that.
    const ctx = koaCtx as KoaContextWithOIDC;
    if (ctx.method !== 'POST' || ctx.path !== TOKEN_PATH) return next();
    // Without Basic credentials the client cannot authenticate (every client is client_secret_basic):
    // such attempts count against the address alone.
    const clientId = basicClientId(ctx.get('authorization'));
    const attempt = { subject: clientId && !ipOnlyClientIds.has(clientId) ? clientId : undefined, ip: clientIpOf(ctx.req) };
    const refused = await throttle.begin(attempt);
    if (refused) {
      ctx.status = 429;
      ctx.set('Retry-After', String(refused.retryAfterSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { error: 'temporarily_unavailable', error_description: clientLockedMessage(refused.retryAfterSeconds) };
      return;
    }
    await next();
    const body = ctx.body as { error?: unknown } | undefined;
    if (ctx.status === 401 && body?.error === 'invalid_client') await throttle.failed(attempt);
    // Anything else after the client was found (a token, or e.g. invalid_grant) means its secret was right;
    // a request refused before that (malformed) stays counted as a failure.
    else if (ctx.oidc?.client && ctx.status !== 401) await throttle.succeeded(attempt);
  };
}

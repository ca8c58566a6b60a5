// /oidc/* -> upstream's built-in OpenID provider. Browsers meet the provider on the portal's own
// origin (one public address, first-party cookies, upstream never exposed), and the provider's
// issuer is `<portal>/oidc`. Only the provider's endpoints that browsers, partners and the
// gateway's own client use are forwarded (the allow-list below), through the edge's guard
// (edge/guardedProxy). Everything the protocol needs passes: method, body, the provider's own
// cookies, Authorization (client authentication at the token endpoint), redirects and
// Set-Cookie. The portal's cookies stay here.
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { guardedProxy } from '../edge/guardedProxy.js';
import { isHttps } from '../visitorId.js';
import type { ClientAddressOf } from '../clientAddress.js';

export const PROVIDER_PATH = '/oidc';

/**
 * The provider's routes (oidc-provider's defaults, and our interaction pages): discovery and keys
 * for every client, authorization and the interaction pages for browsers, the token endpoint (with
 * revocation beneath it) for the gateway and partners, userinfo, and logout.
 */
export const PROVIDER_ALLOWED_PREFIXES = [
  '/.well-known/openid-configuration',
  '/jwks',
  '/auth',
  '/interaction',
  '/token',
  '/me',
  '/session/end',
].map((path) => `${PROVIDER_PATH}${path}`);

const PASSED_REQUEST_HEADERS = ['accept', 'accept-language', 'authorization', 'content-type', 'content-length', 'user-agent', 'x-request-id', 'dpop', 'origin'];
// Hop-by-hop headers belong to one connection, not to the message.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

/** The request's cookies minus the portal's own (portal_*): the provider needs only its cookies. */
export function providerCookies(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const kept = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !pair.startsWith('portal_'));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

export interface ProviderProxyOptions {
  upstreamUrl: string;
  /** The portal's public origin: the provider writes its endpoint URLs on it, matching its issuer. */
  publicOrigin: string;
  logger: Logger;
  timeoutMs?: number;
  /** The caller's address for X-Forwarded-For (clientAddress.ts); by default the socket's peer. */
  clientAddressOf?: ClientAddressOf;
}

export function providerProxy({ upstreamUrl, publicOrigin, logger, timeoutMs = 10_000, clientAddressOf = (req) => req.socket.remoteAddress ?? '' }: ProviderProxyOptions): RequestHandler {
  const publicUrl = new URL(publicOrigin);
  const requestHeaders = (req: Request) => {
    const headers: Record<string, string | string[]> = {};
    for (const name of PASSED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    const cookie = providerCookies(req.headers.cookie);
    if (cookie) headers.cookie = cookie;
    // The provider builds its URLs (discovery, redirects) from these, and marks its cookies
    // Secure when the browser's connection is https.
    headers['x-forwarded-host'] = publicUrl.host;
    headers['x-forwarded-proto'] = isHttps(req) ? 'https' : publicUrl.protocol.slice(0, -1);
    // Replaced, never appended to: the provider's per-IP sign-in throttle counts against this address.
    headers['x-forwarded-for'] = clientAddressOf(req);
    return headers;
  };
  return guardedProxy({
    upstreamUrl,
    allowedPrefixes: PROVIDER_ALLOWED_PREFIXES,
    requestHeaders,
    keepResponseHeader: (name) => !HOP_BY_HOP.has(name),
    timeoutMs,
    serviceName: 'The sign-in service',
    logger,
  });
}

// /oidc/* -> upstream's built-in OpenID provider. Browsers meet the provider on the portal's own
// origin (one public address, first-party cookies, upstream never exposed), and the provider's
// issuer is `<portal>/oidc`. Everything the protocol needs passes: method, body, the provider's
// own cookies, Authorization (client authentication at the token endpoint), redirects and
// Set-Cookie. The portal's cookies stay here.
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { isHttps } from '../visitorId.js';

export const PROVIDER_PATH = '/oidc';

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
}

export function providerProxy({ upstreamUrl, publicOrigin, logger, timeoutMs = 10_000 }: ProviderProxyOptions): RequestHandler {
  const base = new URL(upstreamUrl);
  const publicUrl = new URL(publicOrigin);
  const request = base.protocol === 'https:' ? httpsRequest : httpRequest;

  return (req: Request, res: Response) => {
    const headers: OutgoingHttpHeaders = {};
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
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';

    // req.url is the path below the mount point, as sent (still percent-encoded).
    const target = new URL(`${base.pathname.replace(/\/+$/, '')}${PROVIDER_PATH}${req.url}`, base);
    const upstream = request(target, { method: req.method, headers, timeout: timeoutMs });
    upstream.on('timeout', () => upstream.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    upstream.on('error', (error) => {
      logger.error({ err: error, url: target.pathname }, 'identity provider unreachable');
      if (!res.headersSent) res.status(502).set('Cache-Control', 'no-store').type('text/plain').send('The sign-in service is unreachable.');
      else res.destroy();
    });
    upstream.on('response', (upstreamRes: IncomingMessage) => {
      upstream.setTimeout(0);
      res.status(upstreamRes.statusCode ?? 502);
      for (const [name, value] of Object.entries(upstreamRes.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
      }
      pipeline(upstreamRes, res, () => {});
    });
    pipeline(req, upstream, () => {});
  };
}

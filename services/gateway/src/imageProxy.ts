// GET /images/* -> the CMS's public image path upstream (spec 1 §7), as a CDN in front of the CMS
// would: the body streams through untouched, with the status and the headers that make the image
// cacheable and inert. Nothing of the visitor (cookies, credentials) goes upstream.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { safeImagePath } from './imagePath.js';

export const CMS_IMAGE_PATH = '/content-service/api/v1/content/public/image';

/** Response headers passed to the browser; every other upstream header stays behind. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'etag',
  'last-modified',
] as const;

export interface ImageProxyOptions {
  /** Base URL of the upstream services, without a trailing slash. */
  upstreamUrl: string;
  /** Until the upstream's response headers arrive; then a 504. */
  timeoutMs?: number;
  logger?: Pick<Logger, 'warn'>;
}

function sendError(res: Response, status: number, message: string, headers: Record<string, string> = {}): void {
  const error = { 400: 'Bad Request', 405: 'Method Not Allowed', 502: 'Bad Gateway', 504: 'Gateway Timeout' }[status] ?? 'Error';
  res.status(status).set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers }).json({ status, error, message });
}

/** Only what the CMS needs to answer; cookies and credentials are the visitor's, not the CMS's. */
function forwardedHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { accept: req.get('accept') ?? 'image/*' };
  const requestId = req.get('x-request-id');
  if (requestId) headers['x-request-id'] = requestId;
  return headers;
}

/** Mount at /images: `app.use('/images', imageProxy(...))`. */
export function imageProxy({ upstreamUrl, timeoutMs = 10_000, logger }: ImageProxyOptions): RequestHandler {
  const base = new URL(`${upstreamUrl}${CMS_IMAGE_PATH}/`);
  const request = base.protocol === 'https:' ? httpsRequest : httpRequest;

  return (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendError(res, 405, `${req.method} is not allowed on images`, { Allow: 'GET, HEAD' });
    }
    // req.url is the raw path below the mount point, still percent-encoded: checked as sent.
    // The query string is dropped: image paths are ids, and a query would only split the cache.
    const path = safeImagePath(req.url.split('?')[0].replace(/^\//, ''));
    if (path === null) return sendError(res, 400, 'Invalid image path');

    const target = new URL(path, base);
    const upstream = request(target, {
      method: req.method,
      headers: forwardedHeaders(req),
      timeout: timeoutMs,
    });
    let timedOut = false;
    upstream.on('timeout', () => {
      timedOut = true;
      upstream.destroy(new Error(`no answer within ${timeoutMs} ms`));
    });
    upstream.on('error', (error) => {
      if (res.headersSent) return;
      logger?.warn({ err: error, url: target.href }, 'image upstream failed');
      sendError(res, timedOut ? 504 : 502, timedOut ? 'The image service did not answer in time' : 'The image service is unreachable');
    });
    upstream.on('response', (upstreamRes: IncomingMessage) => {
      // The timeout guards the wait for headers; a large body may take as long as it takes.
      upstream.setTimeout(0);
      res.status(upstreamRes.statusCode ?? 502);
      for (const name of PASSED_HEADERS) {
        const value = upstreamRes.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      // On failure both ends are destroyed: the browser sees a cut response, never a wrong one.
      pipeline(upstreamRes, res, () => {});
    });
    // A browser that goes away stops the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end();
  };
}

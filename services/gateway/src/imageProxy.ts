// GET /images/* -> the CMS's public image path upstream (spec 1 §7), as a CDN in front of the CMS
// would: the body streams through untouched, with the status and the headers that make the image
// cacheable and inert. Nothing of the visitor (cookies, credentials) goes upstream. The path is
// checked by the edge's guard (edge/guardedProxy) and then by the image rules (imagePath).
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { guardedProxy, sendProxyError } from './edge/guardedProxy.js';
import { safeImagePath } from './imagePath.js';

export const IMAGES_PATH = '/images';
export const CMS_IMAGE_PATH = '/content-service/api/v1/content/public/image';

/** Response headers passed to the browser; every other upstream header stays behind. */
const PASSED_HEADERS = new Set(['content-type', 'content-length', 'cache-control', 'content-security-policy', 'x-content-type-options', 'etag', 'last-modified']);

export interface ImageProxyOptions {
  /** Base URL of the upstream services, without a trailing slash. */
  upstreamUrl: string;
  /** Until the upstream's response headers arrive; then a 504. */
  timeoutMs?: number;
  logger?: Pick<Logger, 'warn'>;
}

/** Only what the CMS needs to answer; cookies and credentials are the visitor's, not the CMS's. */
function forwardedHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { accept: req.get('accept') ?? 'image/*' };
  const requestId = req.get('x-request-id');
  if (requestId) headers['x-request-id'] = requestId;
  return headers;
}

/** `/images/analysts/BIO10001.svg` -> the CMS path of that image, or null. */
function cmsImagePath(path: string): string | null {
  const image = safeImagePath(path.slice(`${IMAGES_PATH}/`.length));
  return image === null ? null : `${CMS_IMAGE_PATH}/${image}`;
}

/** Mount at /images: `app.use(IMAGES_PATH, imageProxy(...))`. */
export function imageProxy({ upstreamUrl, timeoutMs = 10_000, logger }: ImageProxyOptions): RequestHandler {
  const proxy = guardedProxy({
    upstreamUrl,
    allowedPrefixes: [IMAGES_PATH],
    upstreamPath: cmsImagePath,
    invalidPathMessage: 'Invalid image path',
    requestHeaders: forwardedHeaders,
    keepResponseHeader: (name) => PASSED_HEADERS.has(name),
    timeoutMs,
    serviceName: 'The image service',
    logger,
    // Image paths are ids: a query string would only split the cache.
    keepQuery: false,
  });
  return (req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendProxyError(res, 405, `${req.method} is not allowed on images`, { Allow: 'GET, HEAD' });
    }
    return proxy(req, res, next);
  };
}

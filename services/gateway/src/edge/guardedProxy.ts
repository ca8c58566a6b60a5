// The gateway's only reverse proxy to upstream (ARCHITECTURE: the identity provider's browser
// endpoints and images, nothing else), built on http-proxy-middleware. Every request passes
// proxyTarget first: a path that is not normal, or not under an allowed prefix, gets a 400 JSON
// error and nothing is forwarded. What is forwarded carries only the request headers the caller
// lists, and only the response headers the caller keeps.
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, proxyEventsPlugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { proxyTarget } from './proxyPath.js';

export interface GuardedProxyOptions {
  /** Base URL of upstream; a base path is kept. */
  upstreamUrl: string;
  /** Full request paths the proxy may forward, e.g. ['/oidc/auth']; each covers what lies beneath. */
  allowedPrefixes: readonly string[];
  /** The normalised request path -> the path upstream (default: the same); null refuses it (400). */
  upstreamPath?: (path: string) => string | null;
  /** The message of the 400 for a refused path. */
  invalidPathMessage?: string;
  /** The headers to send upstream, from the incoming request; nothing else is forwarded. */
  requestHeaders: (req: Request) => Record<string, string | string[]>;
  /** Which of upstream's response headers the browser may see. */
  keepResponseHeader: (name: string) => boolean;
  /** Until upstream's response headers arrive; then a 504. */
  timeoutMs: number;
  /** Says what is behind the proxy, in the 502/504 messages: 'The image service'. */
  serviceName: string;
  logger?: Pick<Logger, 'warn'>;
  /** The query string goes upstream (the provider needs it; images do not). */
  keepQuery?: boolean;
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 405: 'Method Not Allowed', 502: 'Bad Gateway', 504: 'Gateway Timeout' };

export function sendProxyError(res: Response | ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ status, error: STATUS_TEXT[status] ?? 'Error', message });
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}

// Per request, whether the wait for upstream ran out (a 504 rather than a 502).
const timedOut = new WeakSet<IncomingMessage>();

export function guardedProxy(options: GuardedProxyOptions): RequestHandler {
  const { upstreamUrl, allowedPrefixes, upstreamPath = (path) => path, invalidPathMessage = 'Invalid path', requestHeaders, keepResponseHeader, timeoutMs, serviceName, logger, keepQuery = true } = options;
  const proxy = createProxyMiddleware({
    target: upstreamUrl,
    // Upstream sees its own host in Host; the browser's host goes in x-forwarded-host when asked for.
    changeOrigin: true,
    // The default plugins would answer errors with the target's host:port in the body.
    ejectPlugins: true,
    plugins: [proxyEventsPlugin],
    on: {
      proxyReq(proxyReq: ClientRequest, req: IncomingMessage) {
        // Nothing of the visitor goes upstream unless listed: drop all, then set the allowed.
        for (const name of proxyReq.getHeaderNames()) if (name !== 'host') proxyReq.removeHeader(name);
        // Express's request: the proxy runs only inside the handler below.
        for (const [name, value] of Object.entries(requestHeaders(req as Request))) proxyReq.setHeader(name, value);
        proxyReq.setTimeout(timeoutMs, () => {
          timedOut.add(req);
          proxyReq.destroy(new Error(`no answer within ${timeoutMs} ms`));
        });
        // The timeout guards the wait for headers; a large body may take as long as it takes.
        proxyReq.once('response', () => proxyReq.setTimeout(0));
      },
      proxyRes(proxyRes: IncomingMessage) {
        for (const name of Object.keys(proxyRes.headers)) if (!keepResponseHeader(name)) delete proxyRes.headers[name];
      },
      error(error, req, res) {
        const late = timedOut.has(req);
        logger?.warn({ err: error, path: (req as Request).originalUrl }, `${serviceName} proxy failed`);
        if ('writeHead' in res) {
          sendProxyError(res, late ? 504 : 502, late ? `${serviceName} did not answer in time` : `${serviceName} is unreachable`);
        } else {
          res.destroy();
        }
      },
    },
  });

  return (req: Request, res: Response, next: NextFunction) => {
    const target = proxyTarget(req.originalUrl, allowedPrefixes);
    const path = target && upstreamPath(target.path);
    if (!target || path === null) return sendProxyError(res, 400, invalidPathMessage);
    // http-proxy-middleware forwards req.url: set it to the checked path, nothing else.
    req.url = `${path}${keepQuery ? target.search : ''}`;
    // After a proxy error the response is already answered: nothing is left for Express to do.
    void proxy(req, res, (error?: unknown) => {
      if (error === undefined) return next();
      if (!res.headersSent) next(error);
    });
  };
}

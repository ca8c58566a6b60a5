import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type NextFunction, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import type { ServerRenderer } from './serverRendering.js';
import { visitorIdOf } from './visitorId.js';

// Vite writes content-hashed bundles under assets/: their URL changes whenever their bytes do.
const hashedAssetsPrefix = '/assets/';
const oneYearInSeconds = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: its files (webAppFiles), and every other page a browser asks for
 * (webAppPages). The gateway also serves the files found at start ahead of its load shedding
 * (builtFilesFirst); this router then answers only files built later and pages.
 */
export function webAppRouter(
  webDist: string,
  logger?: Pick<Logger, 'error'>,
  renderer?: Promise<ServerRenderer | null>,
  signedIn: (req: IncomingMessage) => Promise<boolean> = async () => false,
): Router {
  return express.Router().use(webAppFiles(webDist), webAppPages(webDist, logger, renderer, signedIn));
}

/**
 * The files of the build found at start (bundles, styles, icons, /sw.js), compressed by `compress`
 * when the build did not; any other request goes on untouched (neither compressed nor served).
 * They cost a file read and nothing else, so the gateway serves them before its load shedder: a
 * 503 for a bundle under load left the app unable to start at all (issue #14).
 */
export function builtFilesFirst(webDist: string, compress: RequestHandler): RequestHandler {
  const files = builtFiles(webDist);
  const serve = webAppFiles(webDist);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(req.path)) return next();
    compress(req, res, (error?: unknown) => (error ? next(error) : serve(req, res, next)));
  };
}

/** URL paths of every file under webDist ("/assets/x.js", "/sw.js"); none when it is not built. */
function builtFiles(webDist: string): Set<string> {
  if (!existsSync(webDist)) return new Set();
  const entries = readdirSync(webDist, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((entry) => entry.isFile()).map((entry) => `/${path.relative(webDist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`));
}

/** The built files as they are on disk, precompressed twins first. */
export function webAppFiles(webDist: string): RequestHandler {
  // The build writes x.js.br and x.js.gz beside each file (web/vite.config.ts, issue #14): the
  // file the browser accepts is sent as it is, br first, with the original's Content-Type and
  // Vary: Accept-Encoding. Files without them (sw.js) are compressed on the fly (responseCompression.ts).
  return expressStaticGzip(webDist, {
    index: false,
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      index: false,
      setHeaders(res, filePath) {
        const isHashedAsset = path.relative(webDist, filePath).startsWith(hashedAssetsPrefix.slice(1));
        // Everything else (index.html, the offline shell's service worker /sw.js, issue #13) keeps
        // its URL across deploys: the browser asks again each time, so a new worker is found at once.
        res.setHeader('Cache-Control', isHashedAsset ? `public, max-age=${oneYearInSeconds}, immutable` : 'no-cache');
      },
    },
  });
}

/**
 * Every other page a browser asks for, rendered on the server when a renderer is given
 * (serverRendering.ts), else (or when it cannot) index.html, which the browser renders itself.
 */
export function webAppPages(
  webDist: string,
  logger?: Pick<Logger, 'error'>,
  renderer?: Promise<ServerRenderer | null>,
  signedIn: (req: IncomingMessage) => Promise<boolean> = async () => false,
): RequestHandler {
  return async (req, res, next) => {
    if (!wantsPage(req)) return next();
    const visitorId = visitorIdOf(req, res, await signedIn(req));
    const render = await renderer;
    if (render && (await render(req, res, visitorId))) return;
    res.sendFile(path.join(webDist, 'index.html'), { headers: { 'Cache-Control': 'no-cache' } }, (error) => {
      if (error && !res.headersSent) {
        // The folder is for the operator's log; a client learns nothing about the server's disk.
        logger?.error({ webDist }, 'the web app is not built: no index.html');
        res.status(503).type('text/plain').send('The web app is not available.');
      }
    });
  };
}

function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // A missing bundle must 404, not turn into HTML the browser then fails to run as a script.
  if (req.path.startsWith(hashedAssetsPrefix)) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

export function notFound(req: Request, res: Response, _next: NextFunction): void {
  res.status(404).json({ status: 404, error: 'Not Found', message: `No route for ${req.method} ${req.path}` });
}

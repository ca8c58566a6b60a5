// Pages rendered on the server (issue #9): the first HTML response of a page holds its title,
// description, canonical and sharing tags and its content, with the HTTP status the page has (404
// for no such page, 401/403 for content the reader may not open). The web app's server bundle
// (web/dist-server, built with the app) renders it; its GraphQL runs through this gateway's own
// runtime in process, as the reader who asked, so the same limits and user checks apply.
// A page that cannot be rendered is sent as the plain app shell, which the browser renders itself.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { SessionUserResolver } from './auth/sessionUser.js';
import type { ClientAddressOf } from './clientAddress.js';
import type { PortalGatewayRuntime } from './runtime.js';

/** The part of web/src/server/renderPage.tsx the gateway calls (the web app is not a dependency). */
interface RenderPage {
  (request: {
    request: globalThis.Request;
    fetch: typeof fetch;
    origin: string;
    timeoutMs: number;
    template: string;
  }): Promise<{ kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string; partial: boolean }>;
}

export interface ServerRenderingOptions {
  /** The server bundle's entry (web/dist-server/renderPage.js). */
  entry: string;
  /** The built index.html the page goes into. */
  indexHtml: string;
  runtime: PortalGatewayRuntime;
  /** Who is signed in: a page is a browser's request, so its session cookie says (no bearer tokens). */
  userOf: SessionUserResolver;
  clientAddressOf: ClientAddressOf;
  /** The portal's public origin; else the request's own. */
  publicOrigin?: string;
  /** How long a page may wait for its data (the browser asks for the rest). */
  timeoutMs?: number;
  logger: Pick<Logger, 'error' | 'warn'>;
}

/** Sends the page for `req` and returns true, or returns false when the caller should send the app shell. */
export type ServerRenderer = (req: Request, res: Response, visitorId: string | undefined) => Promise<boolean>;

const DEFAULT_TIMEOUT_MS = 3000;

/**
 * The status a page is sent with. Content the reader may not open is a 401 from the graph whoever
 * asks (spec 3 §6); over HTTP that says "sign in". A signed-in reader is refused, not unknown: 403.
 */
/**
 * The page's URL on the portal's origin. Joined, not resolved: a path such as '//example.org/x'
 * is a path of ours, which `new URL(path, base)` would read as another host.
 */
export function pageUrl(originalUrl: string, origin: string): URL {
  return new URL(`${new URL(origin).origin}${originalUrl}`);
}

export function httpStatusFor(pageStatus: number, signedIn: boolean): number {
  return pageStatus === 401 && signedIn ? 403 : pageStatus;
}

export async function serverRenderer(options: ServerRenderingOptions): Promise<ServerRenderer> {
  const { renderPage } = (await import(pathToFileURL(path.resolve(options.entry)).href)) as { renderPage: RenderPage };
  const template = await readFile(options.indexHtml, 'utf8');
  const graphqlUrl = `http://gateway.internal${options.runtime.graphqlEndpoint}`;
  return async (req, res, visitorId) => {
    try {
      const context = { visitorId, user: await options.userOf(req), clientIp: options.clientAddressOf(req) };
      const origin = options.publicOrigin ?? `${req.protocol}://${req.get('host')}`;
      const page = await renderPage({
        request: new Request(pageUrl(req.originalUrl, origin), { headers: { cookie: req.headers.cookie ?? '' } }),
        fetch: async (_input, init) => options.runtime.fetch(graphqlUrl, init ?? {}, context),
        origin,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        template,
      });
      if (page.kind === 'redirect') {
        res.set('Cache-Control', 'no-store').redirect(page.status, page.location);
        return true;
      }
      if (page.partial) options.logger.warn({ path: req.path }, 'server render timed out: the browser loads the rest');
      // Every page may show who is signed in (the header), so no shared cache keeps it.
      res.status(httpStatusFor(page.status, context.user !== null)).set({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }).type('html').send(page.html);
      return true;
    } catch (error) {
      options.logger.error({ err: error, path: req.path }, 'server render failed: sending the app shell');
      return false;
    }
  };
}

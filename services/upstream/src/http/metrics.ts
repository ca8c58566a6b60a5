// Prometheus metrics. The request counter is labelled with the route pattern
// ('/research-service/api/v1/research/:id'), never the raw URL, so its cardinality stays fixed;
// the integration tests count upstream calls per route with it.
import type { Request, RequestHandler, Response, Router } from 'express';
import express from 'express';
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

export const UNMATCHED_ROUTE = '(unmatched)';

export interface HttpMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  /** Counts each request when its response finishes. Mount after /metrics and /healthz. */
  countRequests: RequestHandler;
  /** Serves the registry in the Prometheus text format. */
  serve: RequestHandler;
}

export function createHttpMetrics(options: { defaultMetrics?: boolean } = {}): HttpMetrics {
  // A registry per app, so that several apps (tests) never share or double-register counters.
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'upstream_http_requests_total',
    help: 'HTTP requests served by the upstream REST services, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  return {
    registry,
    requests,
    countRequests: (req, res, next) => {
      res.on('finish', () => {
        requests.inc({ method: req.method, route: routePattern(req, res), status: String(res.statusCode) });
      });
      next();
    },
    serve: async (_req, res) => {
      res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(await registry.metrics());
    },
  };
}

function routePattern(req: Request, res: Response): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path !== 'string') return UNMATCHED_ROUTE;
  const mountPath = typeof res.locals.mountPath === 'string' ? res.locals.mountPath : '';
  // A router's own root ('/') is the mount path itself: '/api/v1/analyst', not '/api/v1/analyst/'.
  if (path === '/' && mountPath !== '') return mountPath;
  return `${mountPath}${path}`;
}

/**
 * A router for one REST service. It records where it is mounted, because Express resets
 * `req.baseUrl` when an error leaves the router, before the response (and the count) finishes.
 */
export function serviceRouter(): Router {
  const router = express.Router();
  router.use((req, res, next) => {
    res.locals.mountPath = req.baseUrl;
    next();
  });
  return router;
}

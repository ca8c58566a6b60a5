// Prometheus metrics. The request counter is labelled with the route pattern
// ('/research-service/api/v1/research/:id'), never the raw URL, so its cardinality stays fixed;
// the integration tests count upstream calls per route with it.
import type { Request, RequestHandler, Response, Router } from 'express';
import express from 'express';
import { metricsReadable, type MetricsEnv } from '@portal/domain';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const UNMATCHED_ROUTE = '(unmatched)';

export interface HttpMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route' | 'status'>;
  /** Counts each request when its response finishes. Mount after /metrics and /healthz. */
  countRequests: RequestHandler;
  /** Serves the registry in the Prometheus text format, to whom metricsReadable allows (404 to others). */
  serve: RequestHandler;
}

export function createHttpMetrics(options: { defaultMetrics?: boolean; env?: MetricsEnv } = {}): HttpMetrics {
  const env = options.env ?? process.env;
  // A registry per app, so that several apps (tests) never share or double-register counters.
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'upstream_http_requests_total',
    help: 'HTTP requests served by the upstream REST services, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'upstream_http_request_duration_seconds',
    help: 'Latency of the HTTP requests served by the upstream REST services, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    requests,
    duration,
    countRequests: (req, res, next) => {
      const end = duration.startTimer();
      res.on('finish', () => {
        const labels = { method: req.method, route: routePattern(req, res), status: String(res.statusCode) };
        requests.inc(labels);
        end(labels);
      });
      next();
    },
    serve: async (req, res) => {
      res.set('Cache-Control', 'no-store');
      // The same rule as the gateway's and the subgraphs': open in development, bearer METRICS_TOKEN in production.
      if (!metricsReadable(env, req.headers.authorization)) {
        res.status(404).json({ status: 404, error: 'Not Found', message: 'Not Found' });
        return;
      }
      res.set('Content-Type', registry.contentType).send(await registry.metrics());
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

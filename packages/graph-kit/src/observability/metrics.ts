// Prometheus metrics of a gateway or subgraph process, in one registry per process (the
// pattern of upstream's http/metrics.ts, which upstream keeps since it may not import graph-kit).
// Labels are route patterns and the gateway's operation labels, never raw URLs, ids or names a
// caller wrote, so cardinality stays fixed.
import { metricsReadable, type MetricsEnv } from '@portal/domain';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The process's registry: what /metrics serves. */
export const metricsRegistry = new Registry();

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'HTTP requests served, by method, route pattern and status: rate (count), errors (status) and latency',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const graphqlOperationDuration = new Histogram({
  name: 'portal_graphql_operation_duration_seconds',
  help: 'GraphQL operations a subgraph executed, by the operation label the gateway sets (operationMetrics.ts) and outcome (ok or error)',
  labelNames: ['operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const restCacheLookups = new Counter({
  name: 'portal_rest_cache_lookups_total',
  help: "Lookups in the subgraphs' REST response cache (Redis or in-memory LRU), by result (hit or miss)",
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const dataLoaderBatchSize = new Histogram({
  name: 'portal_dataloader_batch_size',
  help: 'Keys per DataLoader batch (one REST call each)',
  buckets: [1, 2, 5, 10, 20, 50, 100],
  registers: [metricsRegistry],
});

let defaultMetricsOn = false;
/** Process metrics (memory, event loop, GC) too: once per process, in main (off in tests). */
export function collectProcessMetrics(): void {
  if (defaultMetricsOn) return;
  defaultMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

export const UNMATCHED_ROUTE = '(unmatched)';

/** Observes each request's latency when its response finishes. Mount after /metrics and /healthz. */
export const observeRequests: RequestHandler = (req, res, next) => {
  const end = httpRequestDuration.startTimer();
  res.on('finish', () => end({ method: req.method, route: routeOf(req), status: String(res.statusCode) }));
  next();
};

function routeOf(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  // A handler mounted with app.use (GraphQL, the web app's fallback) has no route: its mount path.
  return req.baseUrl || UNMATCHED_ROUTE;
}

/**
 * GET /metrics in the Prometheus text format, under the one rule of every process (metricsReadable:
 * open in development, bearer METRICS_TOKEN in production). Refused as a 404, as if absent.
 * `more`: registries of the process's own besides graph-kit's (the gateway's operation metrics).
 */
export function serveMetrics(env: MetricsEnv = process.env, more: readonly Registry[] = []): RequestHandler {
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    if (!metricsReadable(env, req.headers.authorization)) {
      res.status(404).json({ status: 404, error: 'Not Found', message: 'Not Found' });
      return;
    }
    const texts = await Promise.all([metricsRegistry, ...more].map((registry) => registry.metrics()));
    res.set('Content-Type', metricsRegistry.contentType).send(texts.join('\n'));
  };
}

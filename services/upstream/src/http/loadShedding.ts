import { getHeapStatistics } from 'node:v8';
import type { RequestHandler } from 'express';
import protect from 'overload-protection';

/**
 * Upstream's twin of graph-kit's loadShedding (upstream shares no code with the GraphQL layer):
 * near its heap cap or with a lagging event loop it answers 503 with Retry-After instead of taking
 * more work, and the subgraphs' REST client reports that as a missing response. Same environment
 * variables and defaults: LOAD_SHED_EVENT_LOOP_DELAY_MS (2000), LOAD_SHED_HEAP_FRACTION (0.9).
 */
export function loadSheddingFromEnv(env: NodeJS.ProcessEnv): { middleware: RequestHandler; stop(): void } {
  const maxEventLoopDelay = Number(env.LOAD_SHED_EVENT_LOOP_DELAY_MS ?? 2000);
  const heapFraction = Number(env.LOAD_SHED_HEAP_FRACTION ?? 0.9);
  if (!(maxEventLoopDelay > 0)) throw new Error(`LOAD_SHED_EVENT_LOOP_DELAY_MS must be a positive number, got "${env.LOAD_SHED_EVENT_LOOP_DELAY_MS}"`);
  if (!(heapFraction > 0 && heapFraction <= 1)) throw new Error(`LOAD_SHED_HEAP_FRACTION must be above 0 and at most 1, got "${env.LOAD_SHED_HEAP_FRACTION}"`);
  const instance = protect('express', {
    production: true,
    clientRetrySecs: 1,
    sampleInterval: 100,
    maxEventLoopDelay,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * heapFraction),
    logging: false,
  });
  return { middleware: instance as unknown as RequestHandler, stop: () => (instance as unknown as { stop(): void }).stop() };
}

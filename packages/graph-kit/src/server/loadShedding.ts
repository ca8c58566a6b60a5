import { getHeapStatistics } from 'node:v8';
import type { RequestHandler } from 'express';
import protect from 'overload-protection';

/**
 * When a process is near its heap cap or its event loop lags, it answers 503 with Retry-After
 * instead of taking more work: a busy portal slows some requests down rather than dying
 * (and losing every request in flight). overload-protection samples both every 100 ms.
 */
export interface LoadSheddingOptions {
  /** Event-loop lag above which requests are shed. */
  maxEventLoopDelayMs: number;
  /** Share of the V8 heap cap (--max-old-space-size) in use above which requests are shed. */
  maxHeapFraction: number;
}

// Two seconds of lag is far beyond any normal request here (a page's REST calls take milliseconds)
// yet not reached by the 2-core machine's ordinary contention; 90% of the heap leaves V8 room
// to collect before the cap is reached.
export const DEFAULT_LOAD_SHEDDING: LoadSheddingOptions = { maxEventLoopDelayMs: 2000, maxHeapFraction: 0.9 };

export function loadSheddingFromEnv(env: NodeJS.ProcessEnv): LoadSheddingOptions {
  const delay = Number(env.LOAD_SHED_EVENT_LOOP_DELAY_MS ?? DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs);
  const fraction = Number(env.LOAD_SHED_HEAP_FRACTION ?? DEFAULT_LOAD_SHEDDING.maxHeapFraction);
  if (!(delay > 0)) throw new Error(`LOAD_SHED_EVENT_LOOP_DELAY_MS must be a positive number, got "${env.LOAD_SHED_EVENT_LOOP_DELAY_MS}"`);
  if (!(fraction > 0 && fraction <= 1)) throw new Error(`LOAD_SHED_HEAP_FRACTION must be above 0 and at most 1, got "${env.LOAD_SHED_HEAP_FRACTION}"`);
  return { maxEventLoopDelayMs: delay, maxHeapFraction: fraction };
}

export interface LoadShedder {
  middleware: RequestHandler;
  /** True while requests are being shed. */
  readonly overloaded: boolean;
  stop(): void;
}

export function loadShedding(options: LoadSheddingOptions = DEFAULT_LOAD_SHEDDING): LoadShedder {
  const instance = protect('express', {
    // Only "Service Unavailable" in the body: never the figures of the process.
    production: true,
    clientRetrySecs: 1,
    sampleInterval: 100,
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * options.maxHeapFraction),
    logging: false,
  });
  return {
    middleware: instance as unknown as RequestHandler,
    get overloaded() {
      return instance.overload;
    },
    stop: () => (instance as unknown as { stop(): void }).stop(),
  };
}

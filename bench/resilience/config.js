// Settings of the resilience and soak benchmarks, all from the environment (see bench/README.md).
// Fixed ports away from a manual `npm start` (4000-4100), so a bench can run beside it.

const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${process.env[name]}`);
  return value;
};

export const BENCH_PORTS = { gateway: 5700, content: 5701, search: 5702, commerce: 5703, account: 5704, upstream: 5705 };

// The load comes from one address, far above one visitor's budget: lifted, so the figures measure
// the outage and not the limiter (which still counts every request, in Redis when it is set).
export const BENCH_STACK_ENV = { RATE_LIMIT_ANONYMOUS_POINTS: '100000000', RATE_LIMIT_USER_POINTS: '100000000' };

export function loadConfig() {
  return {
    /** Report-page queries per second (the page's whole data, several subgraphs). */
    reportRps: int('REPORT_RPS', 20),
    /** Queries per second that need content-graph only. */
    contentRps: int('CONTENT_RPS', 5),
    /** Seconds of load before, during and after an outage. */
    beforeSeconds: int('BEFORE_SECONDS', 10),
    outageSeconds: int('OUTAGE_SECONDS', 15),
    afterSeconds: int('AFTER_SECONDS', 15),
    /** The subgraph subgraph-down.js stops (scripts/stack.mjs names: content, search, commerce, account). */
    subgraph: process.env.SUBGRAPH ?? 'search',
    /** Where redis-down.js runs its own redis-server. */
    redisPort: int('BENCH_REDIS_PORT', 5790),
    /** A demo reader of the README's table (the assistant benchmark's too), for the session check. */
    reader: { email: 'lea@meridian.example', password: 'Meridian-demo-2026' },
    recoveryGoalSeconds: 10,
  };
}

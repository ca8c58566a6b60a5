// Settings of the assistant benchmark, all from the environment (see bench/README.md).
import { DEFAULT_SEED, DEFAULT_SIZE } from '@portal/corpus';

const int = (name, fallback, { min = 1 } = {}) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min}, got ${process.env[name]}`);
  return value;
};

export function loadConfig() {
  const userContextSecret = process.env.USER_CONTEXT_SECRET;
  if (!userContextSecret) {
    throw new Error(
      'USER_CONTEXT_SECRET is not set: izola-service is asked directly with a signed user context, so start the stack ' +
        'and the benchmark with the same secret (USER_CONTEXT_SECRET=... npm start; USER_CONTEXT_SECRET=... npm run bench:assistant)',
    );
  }
  return {
    gatewayUrl: (process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, ''),
    upstreamUrl: (process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4100').replace(/\/$/, ''),
    userContextSecret,
    /** The corpus the running stack seeded: the labelled questions are read from the same reports. */
    corpus: { seed: int('CORPUS_SEED', DEFAULT_SEED, { min: 0 }), size: int('CORPUS_SIZE', DEFAULT_SIZE) },
    /** Reports asked about in the quality run, one labelled question each. */
    reports: int('ASSISTANT_BENCH_REPORTS', 200),
    /** Questions timed one after another on each path (time to first chunk, to the full answer). */
    latencyQuestions: int('ASSISTANT_BENCH_LATENCY_QUESTIONS', 50),
    /** Concurrent streams in the throughput run, and how long each path's run lasts. */
    concurrency: int('ASSISTANT_BENCH_CONCURRENCY', 10),
    loadSeconds: int('ASSISTANT_BENCH_LOAD_SECONDS', 15),
    /** services/upstream demoUsers.ts: Lea, reserved for this benchmark; her type and subscriptions (as seeded) pick the reports she may read. */
    reader: {
      id: 'usr-client-0134',
      email: 'lea@meridian.example',
      password: 'Meridian-demo-2026',
      userType: 'client',
      subscriptions: ['FD'],
    },
  };
}

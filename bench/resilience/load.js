// An open-loop load: each query is sent at its own fixed rate whatever the answers take, so an
// outage shows as errors at a steady rate and not as a loop that stalls. Every answer is kept with
// its time and kind, for the figures of a phase (before, during, after an outage).
import { performance } from 'node:perf_hooks';

// What a client must never read in an error: the gateway's view of its own network.
const INTERNAL_HOST = /127\.0\.0\.1|localhost|\b10\.\d+\.\d+\.\d+|192\.168\.|ECONNREFUSED|:\d{4,5}\b/;

/** full: data and no error; partial: data and errors; error: no data; failed: no GraphQL answer (5xx, network). */
function kindOf(status, body) {
  if (status >= 500 || !body) return 'failed';
  if (body.errors?.length) return body.data && Object.values(body.data).some((value) => value !== null) ? 'partial' : 'error';
  return body.data ? 'full' : 'error';
}

async function send(gatewayUrl, { query, operationName, variables }, headers) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, operationName, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * Starts sending `queries` ([{ name, rps, request: { query, operationName, variables }, headers? }]).
 * Returns { results, stop() }: results grow as answers arrive; stop() waits for those in flight.
 */
export function startLoad(gatewayUrl, queries) {
  const started = performance.now();
  const results = [];
  const inFlight = new Set();
  const timers = queries.map(({ name, rps, request, headers = {} }) =>
    setInterval(() => {
      const sentAt = (performance.now() - started) / 1000;
      const pending = send(gatewayUrl, request, headers)
        .then(({ status, body, headers: responseHeaders }) => {
          const messages = (body?.errors ?? []).map((error) => error.message).join(' | ') || (status >= 500 ? `HTTP ${status}` : '');
          results.push({
            name,
            sentAt,
            at: (performance.now() - started) / 1000,
            status,
            kind: kindOf(status, body),
            messages,
            leaksHost: INTERNAL_HOST.test(JSON.stringify(body?.errors ?? '')),
            rateLimitRemaining: responseHeaders.get('ratelimit-remaining'),
            body,
          });
        })
        .catch((error) => results.push({ name, sentAt, at: (performance.now() - started) / 1000, status: 0, kind: 'failed', messages: error.message, leaksHost: false }))
        .finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    }, 1000 / rps),
  );
  return {
    results,
    /** Seconds since the load started (the clock of every result). */
    now: () => (performance.now() - started) / 1000,
    async stop() {
      timers.forEach(clearInterval);
      await Promise.all(inFlight);
    },
  };
}

/** Counts of each kind, of 5xx and of leaking errors among `results` sent in [from, to). */
export function tally(results, from = 0, to = Infinity) {
  const inPhase = results.filter((r) => r.sentAt >= from && r.sentAt < to);
  const count = (predicate) => inPhase.filter(predicate).length;
  return {
    requests: inPhase.length,
    full: count((r) => r.kind === 'full'),
    partial: count((r) => r.kind === 'partial'),
    error: count((r) => r.kind === 'error'),
    failed: count((r) => r.kind === 'failed'),
    http5xx: count((r) => r.status >= 500),
    leaks: count((r) => r.leaksHost),
    firstMessage: inPhase.find((r) => r.messages)?.messages.slice(0, 200),
    firstFailure: inPhase.find((r) => r.kind === 'failed')?.messages.slice(0, 200),
    /** Median and 95th percentile of the answer times, in seconds. */
    p50: percentile(inPhase.map((r) => r.at - r.sentAt), 0.5),
    p95: percentile(inPhase.map((r) => r.at - r.sentAt), 0.95),
  };
}

function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

export function printTally(title, rows) {
  console.log(`\n${title}`);
  console.table(Object.fromEntries(rows.map(([label, t]) => [label, { requests: t.requests, full: t.full, partial: t.partial, 'error only': t.error, 'failed/5xx': t.failed, '5xx': t.http5xx, 'leaks host': t.leaks, 'p50 s': t.p50.toFixed(2), 'p95 s': t.p95.toFixed(2) }])));
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it is true or `timeoutMs` passes; returns whether it held. */
export async function waitFor(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

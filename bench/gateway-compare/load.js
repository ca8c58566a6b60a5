// One autocannon run against a GraphQL endpoint, with every response's latency recorded (autocannon's
// own histogram has no p95) and the answer checked once before the run.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** Throws unless `url` answers `body` with data and no errors (a 200 full of errors would look fast). */
export async function checkAnswer(url, headers, body) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const json = await response.json().catch(() => ({}));
  if (!response.ok || json.errors?.length || !json.data) {
    throw new Error(`${url}: HTTP ${response.status} ${JSON.stringify(json.errors ?? json).slice(0, 300)}`);
  }
}

/**
 * Fires `body` at `url` for `seconds` over `connections` keep-alive connections, as fast as they
 * answer or, with `rate`, at that many requests per second overall.
 */
export async function fire({ url, headers, body, connections, seconds, rate }) {
  const latencies = [];
  const started = performance.now();
  const instance = autocannon({ url, method: 'POST', headers, body, connections, duration: seconds, ...(rate ? { overallRate: rate } : {}) });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await instance;
  const errors = result.errors + result.timeouts + result.non2xx;
  return { latencies, elapsedMs: performance.now() - started, errors };
}

// Resilience of the running portal, with real processes as `npm start` runs them (restart on):
// a subgraph or the gateway killed outright (SIGKILL: what the out-of-memory killer does) is
// started again and the portal answers again, on the same address. Before restarts existed, one
// crash left that process dead for good (and `npm start` stopped every other one).
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { HEAP_LIMIT_MB } from '../../scripts/stack.mjs';
import { useTestStack } from '../support/testStack.js';
import { SUBGRAPH_TIMEOUT_MS } from '../../services/gateway/src/limits/operationLimits.js';
import { gql } from '../support/graphql.js';

const stack = useTestStack('resilience', {}, { restart: true });

const SEARCH = '{ search(input: { query: "cloud" }) { itemsTotal } }';
// Every search here must reach search-graph: the gateway's response cache would otherwise answer
// it from an earlier attempt, and the test would not see the subgraph fail or come back.
const FRESH = { 'cache-control': 'no-cache' };

const processNamed = (name: string) => (stack.children as (ChildProcess & { portalName: string })[]).find((c) => c.portalName === name)!;

/** Asks until the portal answers the search (each attempt a real request), within `timeoutMs`. */
async function searchAnswersWithin(timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { body } = await gql<{ search: { itemsTotal: number } }>(stack.gatewayUrl, SEARCH, {}, FRESH);
      if (!body.errors && body.data?.search) return body.data.search.itemsTotal;
    } catch {
      // the gateway itself is not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the portal did not answer within ${timeoutMs} ms\n${stack.logs().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a subgraph that stops answering', () => {
  it('fails its part after the gateway\'s timeout, with a clean error, while the other subgraphs answer', async () => {
    expect(await searchAnswersWithin(5000)).toBeGreaterThan(0);
    const frozen = processNamed('search-graph');
    // Frozen, not dead: its socket still accepts connections, so only a timeout ends the wait.
    frozen.kill('SIGSTOP');
    try {
      const started = performance.now();
      const [{ body }, other] = await Promise.all([gql(stack.gatewayUrl, SEARCH, {}, FRESH), gql<{ report: { id: string } }>(stack.gatewayUrl, '{ report(id: "RES100001") { id } }')]);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(SUBGRAPH_TIMEOUT_MS - 500);
      expect(elapsed).toBeLessThan(SUBGRAPH_TIMEOUT_MS + 3000);
      expect(body.errors?.[0].extensions?.code).toBe('GATEWAY_TIMEOUT');
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|localhost|:\d{4,5}\b|\bat \w+ \(/);
      // content-graph answered meanwhile.
      expect(other.body.data?.report.id).toBe('RES100001');
    } finally {
      frozen.kill('SIGCONT');
    }
    expect(await searchAnswersWithin(10_000)).toBeGreaterThan(0);
  });
});

describe('a crashed process is restarted', () => {
  it('every process runs with a capped heap', () => {
    for (const child of stack.children as ChildProcess[]) {
      expect(child.spawnargs.some((arg) => /^--max-old-space-size=\d+$/.test(arg))).toBe(true);
    }
    expect(processNamed('search-graph').spawnargs).toContain(`--max-old-space-size=${HEAP_LIMIT_MB.graph}`);
  });

  it('SIGKILL of search-graph: the search fails cleanly meanwhile, then the restarted subgraph answers it again', async () => {
    const itemsTotal = await searchAnswersWithin(5000);
    const victim = processNamed('search-graph');
    const exited = once(victim, 'exit');
    victim.kill('SIGKILL');
    await exited;

    // While it is down the gateway answers with a masked error, never the subgraph's address.
    const { body } = await gql(stack.gatewayUrl, SEARCH, {}, FRESH);
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|localhost|:\d{4,5}\b|ECONNREFUSED|\bat \w+ \(/);

    expect(await searchAnswersWithin(30_000)).toBe(itemsTotal);
    const restarted = processNamed('search-graph');
    expect(restarted.pid).not.toBe(victim.pid);
    expect(restarted.exitCode).toBeNull();
  });

  it('SIGKILL of the gateway: it comes back on the same address', async () => {
    const victim = processNamed('gateway');
    const exited = once(victim, 'exit');
    victim.kill('SIGKILL');
    await exited;
    expect(await searchAnswersWithin(30_000)).toBeGreaterThan(0);
    expect(processNamed('gateway').pid).not.toBe(victim.pid);
  });
});

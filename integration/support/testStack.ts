// How a test file starts its own portal: every process on a free port, on the run's database
// (global-setup) and, when Redis answers, under a key prefix of the file's own, so that files never
// see each other's sessions, caches or rate-limit budgets.
import { inject } from 'vitest';
import { startStack } from '../../scripts/stack.mjs';
import { forThisFile } from './forThisFile.js';

export type TestStack = Awaited<ReturnType<typeof startStack>>;

/** The run's stack environment with the file's Redis prefix, plus `extra` (which wins). */
export function testStackEnv(label: string, extra: Record<string, string> = {}): Record<string, string> {
  const redis = inject('redis');
  return {
    ...inject('stackEnv'),
    ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: `${redis.prefix}${label}:` } : {}),
    ...extra,
  };
}

export function startTestStack(label: string, extra: Record<string, string> = {}, options: { restart?: boolean } = {}): Promise<TestStack> {
  return startStack({ freePorts: true, ...options, env: testStackEnv(label, extra) });
}

/**
 * The file's stack, started before its tests and stopped after them. `extra` may be a function when
 * it depends on something else the file starts first (the URL of its mail sink, say).
 */
export function useTestStack(label: string, extra: Record<string, string> | (() => Record<string, string>) = {}, options: { restart?: boolean } = {}): TestStack {
  return forThisFile(`the ${label} stack`, () => startTestStack(label, typeof extra === 'function' ? extra() : extra, options), (stack) => stack.stop());
}

/** A gateway's subgraph settings, pointed at the stack's subgraphs: for a second gateway in front of them. */
export function subgraphEnvOf(stack: TestStack): Record<string, string> {
  return {
    CONTENT_GRAPH_URL: stack.subgraphUrls.content,
    SEARCH_GRAPH_URL: stack.subgraphUrls.search,
    COMMERCE_GRAPH_URL: stack.subgraphUrls.commerce,
    ACCOUNT_GRAPH_URL: stack.subgraphUrls.account,
  };
}

// How a test file gets its portal. A file that needs only the defaults takes the run's shared stack
// (useSharedTestStack), handed over with nothing left of the files before it. A file that needs
// other settings, or stops and restarts processes, starts its own (useTestStack): every process on
// a free port, on the run's database (global-setup) and, when Redis answers, under a key prefix of
// the file's own, so that files never see each other's sessions, caches or rate-limit budgets.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { startStack } from '../../scripts/stack.mjs';
import { forThisFile } from './forThisFile.js';
import type { SharedStackAddress } from './sharedStack.js';

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

/**
 * The run's shared stack for this file (sharedStack.ts): the defaults, with the secret its subgraphs
 * trust for a test that signs a user context itself. Without Redis, a stack of the file's own.
 */
export function useSharedTestStack(): SharedStackAddress {
  const sharedStackUrl = inject('sharedStackUrl');
  if (!sharedStackUrl) {
    const userContextSecret = randomBytes(32).toString('base64url');
    const start = async () => ({ ...(await startTestStack('own', { USER_CONTEXT_SECRET: userContextSecret })), userContextSecret });
    return forThisFile('the own stack', start, (stack) => stack.stop());
  }
  return forThisFile(
    'the shared stack',
    async () => {
      const response = await fetch(sharedStackUrl, { method: 'POST' });
      if (!response.ok) throw new Error(await response.text());
      return (await response.json()) as SharedStackAddress;
    },
    async () => {},
  );
}

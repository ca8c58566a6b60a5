// The run's shared stack: one portal (upstream, four subgraphs, gateway) for every test file that
// needs nothing of it but the defaults, instead of a stack started and stopped per file. It runs in
// vitest's main process (global-setup) and starts on the first file that asks for it, so a run of
// files that all start their own never pays for it.
//
// Each file still begins on a portal as fresh as its own would be: before handing the stack over,
// every Redis key under the stack's prefix is deleted (caches, sessions, rate-limit budgets,
// sign-in throttles), so no file sees what an earlier one cached or spent. Files run one at a
// time (vitest.config.ts), so no two ever share it at once. Without Redis there is no such clean
// slate, and files start their own stacks instead (testStack.ts).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { startStack } from '../../scripts/stack.mjs';

type Stack = Awaited<ReturnType<typeof startStack>>;

/** What a test file gets of the shared stack: where it answers, and the secret its subgraphs trust. */
export interface SharedStackAddress {
  gatewayUrl: string;
  upstreamUrl: string;
  subgraphUrls: Stack['subgraphUrls'];
  ports: Stack['ports'];
  userContextSecret: string;
}

export interface SharedStackServer {
  /** Where a test file asks for the stack (POST): the answer is a SharedStackAddress. */
  url: string;
  close(): Promise<void>;
}

/** Deletes every key under `prefix`: what a stack of its own would have started with. */
async function forgetEverythingUnder(redis: Redis, prefix: string): Promise<void> {
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1000 }) as AsyncIterable<string[]>) {
    if (keys.length > 0) await redis.unlink(...keys);
  }
}

/**
 * Serves the shared stack on a loopback port. `env` is the run's stack environment; the stack's
 * keys live under `redis.prefix` + `shared:`.
 */
export async function serveSharedStack(env: Record<string, string>, redis: { url: string; prefix: string }): Promise<SharedStackServer> {
  const prefix = `${redis.prefix}shared:`;
  const userContextSecret = randomBytes(32).toString('base64url');
  const client = new Redis(redis.url, { lazyConnect: true });
  let stack: Promise<Stack> | undefined;

  async function handOver(): Promise<SharedStackAddress> {
    stack ??= startStack({ freePorts: true, env: { ...env, REDIS_URL: redis.url, REDIS_PREFIX: prefix, USER_CONTEXT_SECRET: userContextSecret } });
    const { gatewayUrl, upstreamUrl, subgraphUrls, ports } = await stack;
    await forgetEverythingUnder(client, prefix);
    return { gatewayUrl, upstreamUrl, subgraphUrls, ports, userContextSecret };
  }

  const server = http.createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    handOver().then(
      (address) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(address)),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`the shared stack did not start: ${error.message}`),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.close();
      client.disconnect();
      await stack?.then((started) => started.stop(), () => {});
    },
  };
}

// A Redis failure is a cache miss, never an error: the page still loads when Redis stops while
// the portal runs, and when it was never reachable at all.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fixtures } from '@portal/corpus';
import getPort from 'get-port';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startStack } from '../scripts/stack.mjs';
import { gql } from './support/graphql.js';
import { REPORT_PAGE_QUERY } from './support/report-page-query.js';
import { total, upstreamCallsDuring } from './support/upstream-calls.js';

const stacks: Awaited<ReturnType<typeof startStack>>[] = [];
let redis: ChildProcess | undefined;

afterAll(async () => {
  await Promise.all(stacks.map((s) => s.stop()));
  if (redis && redis.exitCode === null) redis.kill('SIGKILL');
});

async function startOwnRedis(port: number): Promise<ChildProcess> {
  // Our own redis-server, so that stopping it touches nobody else's.
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true)).on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

async function redisKeyCount(port: number): Promise<number> {
  const socket = net.connect(port, '127.0.0.1');
  socket.write('*1\r\n$6\r\nDBSIZE\r\n');
  const [reply] = await once(socket, 'data');
  socket.destroy();
  return Number(/:(\d+)/.exec(reply.toString())![1]);
}

describe('Redis outages', () => {
  it('keeps serving when Redis stops while the portal runs', async () => {
    const port = await getPort();
    redis = await startOwnRedis(port);
    const stack = await startStack({ freePorts: true, env: { ...inject('stackEnv'), REDIS_URL: `redis://127.0.0.1:${port}` } });
    stacks.push(stack);

    const first = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.oneAuthorReportId });
    expect(first.body.errors).toBeUndefined();
    expect(await redisKeyCount(port)).toBeGreaterThan(0); // the REST responses really went to Redis

    redis.kill('SIGKILL');
    await once(redis, 'exit');

    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const again = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.oneAuthorReportId });
      expect(again.body.errors).toBeUndefined();
      expect(again.body.data!.report.id).toBe(fixtures.oneAuthorReportId);
    });
    expect(total(calls)).toBeGreaterThan(0); // served by upstream, since the cache is gone
  });

  it('serves when Redis was never reachable', async () => {
    const deadPort = await getPort();
    const stack = await startStack({ freePorts: true, env: { ...inject('stackEnv'), REDIS_URL: `redis://127.0.0.1:${deadPort}` } });
    stacks.push(stack);
    const started = Date.now();
    const { body } = await gql(stack.gatewayUrl, REPORT_PAGE_QUERY, { id: fixtures.twelveAuthorReportId });
    expect(body.errors).toBeUndefined();
    expect(body.data!.report.authors).toHaveLength(12);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

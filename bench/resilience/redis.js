// The benchmark's own redis-server (never a shared one: it is stopped on purpose), persisting to a
// temporary folder like a production Redis with an append-only file, so a restart keeps its keys.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { waitFor } from './load.js';

export function ownRedis(port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-redis-'));
  let child;
  const url = `redis://127.0.0.1:${port}`;
  const ping = async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } finally {
      client.disconnect();
    }
  };
  return {
    url,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], { stdio: 'ignore' });
      if (!(await waitFor(ping, 10_000))) throw new Error(`redis-server did not start on ${port}`);
    },
    /** A clean shutdown (SIGTERM): Redis flushes its append-only file, as on a restart for maintenance. */
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
    /** Keys whose name contains `part`. */
    async keys(part) {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      try {
        return (await client.keys(`*${part}*`)).length;
      } finally {
        client.disconnect();
      }
    },
    /** The points spent in the rate limiter's keys (rate-limiter-flexible keeps a counter per key). */
    async rateLimitPoints() {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      try {
        const keys = await client.keys('*ratelimit*');
        const values = keys.length ? await client.mget(keys) : [];
        return values.reduce((sum, value) => sum + (Number(value) || 0), 0);
      } finally {
        client.disconnect();
      }
    },
    async remove() {
      await this.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

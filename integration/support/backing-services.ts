// Finds the PostgreSQL and Redis a test run should use. On the project's machines both run on
// their usual local ports; each run gets its own database and Redis key prefix so that runs never
// see each other's data. Where a server is absent the stack falls back to its embedded default.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

export function reachable(urlText: string, timeoutMs = 500): Promise<boolean> {
  const url = new URL(urlText);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase | undefined> {
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES;
  if (!(await reachable(serverUrl))) return undefined;
  const name = `portal_it_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function redisForTests(): Promise<{ url: string; prefix: string } | undefined> {
  const url = process.env.REDIS_URL ?? DEFAULT_REDIS;
  if (!(await reachable(url))) return undefined;
  return { url, prefix: `portal-it:${Date.now()}:${randomBytes(3).toString('hex')}:` };
}

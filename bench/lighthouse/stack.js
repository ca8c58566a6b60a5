// The portal this audit measures: the whole stack on free ports over a fresh database seeded with a
// small corpus, as the browser tests start it (e2e/support/global-setup.ts), so the figures never
// depend on what another run left behind. PORTAL_URL audits a portal that already runs instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, redisForTests } from '../../integration/support/backing-services.ts';
import { repoRoot, startStack } from '../../scripts/stack.mjs';

/** Reports in the seeded corpus: enough for every section of the home pages, quick to seed. */
const CORPUS_SIZE = '300';

/**
 * @param {object} [options]
 * @param {Record<string,number>} [options.ports] fixed ports (scripts/stack.mjs names) instead of free ones
 * @param {{url: string, prefix?: string} | null} [options.redis] this Redis, or none (null); by default the test Redis when it answers
 * @param {Record<string,string>} [options.env] more environment for every process
 * @param {Record<string,string>} [options.gatewayEnv] more environment for the gateway alone
 */
export async function startSeededPortal({ ports, redis: ownRedis, env: extraEnv = {}, gatewayEnv = {} } = {}) {
  if (process.env.PORTAL_URL) return { gatewayUrl: process.env.PORTAL_URL.replace(/\/$/, ''), stop: async () => {} };

  const database = await createTestDatabase();
  const dataDir = database ? undefined : mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const redis = ownRedis === undefined ? await redisForTests() : ownRedis;
  const env = { CORPUS_SIZE, LOG_LEVEL: 'warn', ...extraEnv };
  if (database) env.DATABASE_URL = database.url;
  else env.DATA_DIR = dataDir;
  if (redis) Object.assign(env, { REDIS_URL: redis.url, ...(redis.prefix ? { REDIS_PREFIX: redis.prefix } : {}) });

  const cleanUp = async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    execFileSync(process.execPath, ['services/upstream/dist/seed.js'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
    const stack = await startStack({ freePorts: !ports, ports, env, gatewayEnv });
    return {
      gatewayUrl: stack.gatewayUrl,
      stack,
      async stop() {
        await stack.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

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

export async function startSeededPortal() {
  if (process.env.PORTAL_URL) return { gatewayUrl: process.env.PORTAL_URL.replace(/\/$/, ''), stop: async () => {} };

  const database = await createTestDatabase();
  const dataDir = database ? undefined : mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const redis = await redisForTests();
  const env = { CORPUS_SIZE, LOG_LEVEL: 'warn' };
  if (database) env.DATABASE_URL = database.url;
  else env.DATA_DIR = dataDir;
  if (redis) Object.assign(env, { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });

  const cleanUp = async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    execFileSync(process.execPath, ['services/upstream/dist/seed.js'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
    const stack = await startStack({ freePorts: true, env });
    return {
      gatewayUrl: stack.gatewayUrl,
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

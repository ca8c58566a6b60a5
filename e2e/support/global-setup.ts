// Starts the whole portal once for the browser tests: a fresh database seeded with a small corpus
// on the local PostgreSQL (PGlite in a temp folder where there is none), the local Redis under a
// run-specific prefix, every process on a free port.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, redisForTests } from '../../integration/support/backing-services.js';
import { repoRoot, startStack } from '../../scripts/stack.mjs';

export default async function globalSetup() {
  const database = await createTestDatabase();
  const dataDir = database ? undefined : mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const redis = await redisForTests();
  const env: Record<string, string> = { CORPUS_SIZE: '300', LOG_LEVEL: 'warn' };
  if (database) env.DATABASE_URL = database.url;
  else env.DATA_DIR = dataDir!;
  if (redis) Object.assign(env, { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });

  execFileSync(process.execPath, ['services/upstream/dist/seed.js'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
  const stack = await startStack({ freePorts: true, env });
  process.env.PORTAL_URL = stack.gatewayUrl;
  // Upstream, for tests that read the embedded mailer's outbox (identity flows).
  process.env.PORTAL_UPSTREAM_URL = stack.upstreamUrl;

  return async () => {
    await stack.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

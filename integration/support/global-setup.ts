// Provisions one database for the whole run and seeds it once with a small corpus (the fixtures
// live in its first reports), so each test file's stack starts without seeding again; and, where
// Redis answers, serves the stack that files needing only the defaults share (sharedStack.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../scripts/stack.mjs';
import { createTestDatabase, redisForTests } from './backing-services.js';
import { serveSharedStack } from './sharedStack.js';

export const CORPUS_SIZE = '300';

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: Record<string, string>;
    redis: { url: string; prefix: string } | null;
    /** Where a file asks for the shared stack; null without Redis (each file starts its own). */
    sharedStackUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase();
  const dataDir = database ? undefined : mkdtempSync(path.join(os.tmpdir(), 'portal-it-'));
  // REST_CONTRACT_CHECK: the subgraphs check every REST answer against its contract (@portal/contracts).
  // LOAD_SHED_EVENT_LOOP_DELAY_MS: the files start several stacks one after another on a 2-core
  // machine, and a process that has just started (its modules loaded, the corpus seeded) can see
  // its event loop held up past the 2-s default by the machine alone; it would then answer a test's
  // first request with 503 (as a real overloaded server should). Load shedding is tested on its own
  // (graph-kit's loadShedding.test.ts), so here it waits for a far longer delay.
  const stackEnv: Record<string, string> = { CORPUS_SIZE, LOG_LEVEL: 'warn', REST_CONTRACT_CHECK: '1', LOAD_SHED_EVENT_LOOP_DELAY_MS: '15000' };
  if (database) stackEnv.DATABASE_URL = database.url;
  else stackEnv.DATA_DIR = dataDir!;

  execFileSync(process.execPath, ['services/upstream/dist/seed.js'], { cwd: repoRoot, env: { ...process.env, ...stackEnv }, stdio: 'inherit' });

  project.provide('stackEnv', stackEnv);
  const redis = (await redisForTests()) ?? null;
  project.provide('redis', redis);
  const sharedStack = redis ? await serveSharedStack(stackEnv, redis) : undefined;
  project.provide('sharedStackUrl', sharedStack?.url ?? null);

  return async () => {
    await sharedStack?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

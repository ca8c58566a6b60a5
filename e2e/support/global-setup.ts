// Starts the whole portal once for the browser tests: a fresh database seeded with a small corpus
// on the local PostgreSQL (PGlite in a temp folder where there is none), the local Redis under a
// run-specific prefix, every process on a free port, and a real SMTP sink for upstream's mail.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, redisForTests } from '../../integration/support/backing-services.js';
import { startStack } from '../../scripts/stack.mjs';
import { startSmtpSink } from '../../services/upstream/src/testing/smtpSink.js';

/** Playwright's output folder (its default, beside the config), where the teardown leaves stack.log. */
const STACK_LOG_DIR = path.resolve(import.meta.dirname, '../test-results');

export default async function globalSetup() {
  const database = await createTestDatabase();
  const dataDir = database ? undefined : mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const redis = await redisForTests();
  // Each message is written to a folder as well: the tests run in worker processes and read it there.
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-mail-'));
  const mail = await startSmtpSink({ folder: mailDir });
  const env: Record<string, string> = {
    CORPUS_SIZE: '300',
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    // Every signed-out page of every spec comes from one address (127.0.0.1), where real visitors
    // each have their own: the route table alone opens a hundred pages a minute. The anonymous
    // budget is sized for the whole run; the limit itself is tested in integration/security.
    RATE_LIMIT_ANONYMOUS_POINTS: '600000',
    // Likewise every visitor's contact form comes from 127.0.0.1: the forms' budget per reader and
    // address (5 in 10 minutes) is sized for the run; integration/security/provider-forms tests it.
    PROVIDER_FORMS_RATE_LIMIT_POINTS: '10000',
  };
  if (database) env.DATABASE_URL = database.url;
  else env.DATA_DIR = dataDir!;
  if (redis) Object.assign(env, { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });

  // Upstream migrates and seeds as it starts (services/upstream/src/main.ts), while the subgraphs
  // and the gateway start beside it, and startStack waits for it: a seed process of its own first
  // would only load the same code and migrate the same database once more, before anything starts.
  const stack = await startStack({ freePorts: true, env });
  process.env.PORTAL_URL = stack.gatewayUrl;
  // Where the identity flows' tests read the mail upstream sent.
  process.env.PORTAL_MAIL_DIR = mailDir;

  return async () => {
    // What the processes logged (warnings and errors), kept beside the failures' screenshots: the
    // stack's output is piped, and a failure under load is often explained only there.
    mkdirSync(STACK_LOG_DIR, { recursive: true });
    writeFileSync(path.join(STACK_LOG_DIR, 'stack.log'), stack.logs());
    await stack.stop();
    await mail.stop();
    rmSync(mailDir, { recursive: true, force: true });
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

// The upstream app on a free port over a throw-away PostgreSQL database, for the HTTP tests:
// prepared the way the service prepares its own (startSeededApp), or only migrated and then
// seeded by the test (startMigratedApp).
import { pino } from 'pino';
import { createApp } from '../app.js';
import { prepareDatabase } from '../db/bootstrap.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createTestDatabase } from './postgres.js';
import { listen, type RunningServer } from './server.js';
import { TEST_USER_CONTEXT_SECRET } from './signedCaller.js';

export interface SeededApp {
  handle: DatabaseHandle;
  server: RunningServer;
  baseUrl: string;
  close(): Promise<void>;
}

async function startApp(label: string, open: (url: string) => Promise<DatabaseHandle>, userContextSecret?: string): Promise<SeededApp> {
  const database = await createTestDatabase(label);
  let handle: DatabaseHandle | undefined;
  let server: RunningServer | undefined;
  const close = async () => {
    await server?.close();
    await handle?.close();
    await database.drop();
  };
  try {
    handle = await open(database.url);
    server = await listen(createApp({ db: handle.db, userContextSecret }));
    return { handle, server, baseUrl: server.baseUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Prepared by prepareDatabase; `env` adds to or overrides the corpus settings (seed 42, 5 reports). Callers are verified with TEST_USER_CONTEXT_SECRET. */
export const startSeededApp = (label: string, env: Record<string, string> = {}) =>
  startApp(label, async (url) => {
    const { handle } = await prepareDatabase({ DATABASE_URL: url, CORPUS_SEED: '42', CORPUS_SIZE: '5', ...env }, pino({ level: 'silent' }));
    return handle;
  }, TEST_USER_CONTEXT_SECRET);

/** Only migrated; `seed` then writes what the test needs before the app starts serving. */
export const startMigratedApp = (label: string, seed: (db: Database) => Promise<unknown>, options: { userContextSecret?: string } = {}) =>
  startApp(label, async (url) => {
    const handle = await openDatabase({ databaseUrl: url });
    try {
      await migrateDatabase(handle);
      await seed(handle.db);
      return handle;
    } catch (error) {
      await handle.close();
      throw error;
    }
  }, options.userContextSecret);

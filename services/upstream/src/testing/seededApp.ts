// The upstream app on a free port over a throw-away PostgreSQL database prepared (migrated and
// seeded) the way the service prepares its own, for the HTTP tests. `env` adds to or overrides
// the corpus settings (seed 42, 5 reports).
import { pino } from 'pino';
import { createApp } from '../app.js';
import { prepareDatabase } from '../db/bootstrap.js';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from './postgres.js';
import { listen, type RunningServer } from './server.js';
import { TEST_USER_CONTEXT_SECRET } from './signedCaller.js';

export interface SeededApp {
  handle: DatabaseHandle;
  server: RunningServer;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startSeededApp(label: string, env: Record<string, string> = {}): Promise<SeededApp> {
  const database = await createTestDatabase(label);
  let handle: DatabaseHandle | undefined;
  let server: RunningServer | undefined;
  const close = async () => {
    await server?.close();
    await handle?.close();
    await database.drop();
  };
  try {
    ({ handle } = await prepareDatabase(
      { DATABASE_URL: database.url, CORPUS_SEED: '42', CORPUS_SIZE: '5', ...env },
      pino({ level: 'silent' }),
    ));
    server = await listen(createApp({ db: handle.db, userContextSecret: TEST_USER_CONTEXT_SECRET }));
    return { handle, server, baseUrl: server.baseUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}

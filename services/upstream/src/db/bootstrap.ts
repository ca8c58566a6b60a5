// What both entry points do before serving: open the database from the environment, migrate it,
// and seed the corpus when it does not hold the configured one yet.
import type { Logger } from 'pino';
import { corpusConfigFromEnv } from '@portal/corpus';
import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedDemoUsers } from '../services/auth/demoUsers.js';
import { migrateAuthDatabase } from '../services/auth/db/migrate.js';
import { migrateAlertsDatabase } from '../services/alerts/db/migrate.js';
import { seedDatabase, type SeedResult } from './seed.js';

export async function prepareDatabase(env: NodeJS.ProcessEnv, logger: Logger): Promise<{ handle: DatabaseHandle; seed: SeedResult }> {
  const handle = await openDatabase(databaseOptionsFromEnv(env));
  try {
    logger.info({ database: handle.kind, location: handle.location }, 'opening the database');
    await migrateDatabase(handle);
    // The auth service's own schema and history (drizzle-auth), then its demo users (known
    // passwords: a real deployment sets SEED_DEMO_USERS=false).
    await migrateAuthDatabase(handle);
    // The alerts service's own schema and history (drizzle-alerts): who follows what.
    await migrateAlertsDatabase(handle);
    if (env.SEED_DEMO_USERS !== 'false') await seedDemoUsers(handle.db);
    const seed = await seedDatabase(handle.db, corpusConfigFromEnv(env), { logger });
    return { handle, seed };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

// What both entry points do before serving: open the database from the environment, migrate it,
// and seed the corpus when it does not hold the configured one yet.
import type { Logger } from 'pino';
import { corpusConfigFromEnv } from '@portal/corpus';
import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedDemoUsers } from '../services/auth/demoUsers.js';
import { seedTechnologies } from '../services/technology/seedTechnologies.js';
import { seedAccountExtras } from '../services/accountExtras/seed.js';
import { seedInterceptedDemoUsers } from '../services/identity/demoRegistrations.js';
import { seedInsightPages } from '../services/insights/db/seed.js';
import { seedDatabase, type SeedResult } from './seed.js';

export async function prepareDatabase(env: NodeJS.ProcessEnv, logger: Logger): Promise<{ handle: DatabaseHandle; seed: SeedResult }> {
  const handle = await openDatabase(databaseOptionsFromEnv(env));
  try {
    logger.info({ database: handle.kind, location: handle.location }, 'opening the database');
    // Every service's tables, one history, applied once (drizzle/).
    await migrateDatabase(handle);
    // The demo users (known passwords: a real deployment sets SEED_DEMO_USERS=false).
    if (env.SEED_DEMO_USERS !== 'false') await seedDemoUsers(handle.db);
    if (env.SEED_DEMO_USERS !== 'false') await seedInterceptedDemoUsers(handle.db);
    if (env.SEED_DEMO_USERS !== 'false') await seedAccountExtras(handle.db);
    const seed = await seedDatabase(handle.db, corpusConfigFromEnv(env), { logger });
    // The catalogue does not depend on the corpus size: rewritten only when its seed changes.
    await seedTechnologies(handle.db, corpusConfigFromEnv(env).seed);
    // Planning guides and predictions: a few dozen rows, rewritten only when the corpus changes them.
    await seedInsightPages(handle.db, corpusConfigFromEnv(env));
    return { handle, seed };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

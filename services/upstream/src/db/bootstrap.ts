// What both entry points do before serving: open the database from the environment, migrate it,
// and seed the corpus when it does not hold the configured one yet.
import type { Logger } from 'pino';
import { corpusConfigFromEnv } from '@portal/corpus';
import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from './client.js';
import { migrateDatabase, migrateHistory } from './migrate.js';
import { WEBINAR_REGISTRATION_MIGRATIONS } from '../services/webinarRegistration/db/migrations.js';
import { SEARCH_SYNC_MIGRATIONS } from '../services/search/sync/migrations.js';
import { seedDemoUsers } from '../services/auth/demoUsers.js';
import { migrateAuthDatabase } from '../services/auth/db/migrate.js';
import { migrateAlertsDatabase } from '../services/alerts/db/migrate.js';
import { migrateTechnologyDatabase } from '../services/technology/db/migrate.js';
import { seedTechnologies } from '../services/technology/seedTechnologies.js';
import { migrateAccountExtrasDatabase } from '../services/accountExtras/db/migrate.js';
import { seedAccountExtras } from '../services/accountExtras/seed.js';
import { migrateIdentityDatabase } from '../services/identity/db/migrate.js';
import { seedInterceptedDemoUsers } from '../services/identity/demoRegistrations.js';
import { migrateInsightsDatabase } from '../services/insights/db/migrate.js';
import { seedInsightPages } from '../services/insights/db/seed.js';
import { seedDatabase, type SeedResult } from './seed.js';

export async function prepareDatabase(env: NodeJS.ProcessEnv, logger: Logger): Promise<{ handle: DatabaseHandle; seed: SeedResult }> {
  const handle = await openDatabase(databaseOptionsFromEnv(env));
  try {
    logger.info({ database: handle.kind, location: handle.location }, 'opening the database');
    await migrateDatabase(handle);
    // Triggers on the content tables that keep the search index current (drizzle-search-sync).
    await migrateHistory(handle, SEARCH_SYNC_MIGRATIONS);
    // The auth service's own schema and history (drizzle-auth), then its demo users (known
    // passwords: a real deployment sets SEED_DEMO_USERS=false).
    await migrateAuthDatabase(handle);
    // The alerts service's own schema and history (drizzle-alerts): who follows what.
    await migrateAlertsDatabase(handle);
    // Who registered for which webinar (drizzle-webinar-registrations).
    await migrateHistory(handle, WEBINAR_REGISTRATION_MIGRATIONS);
    // The technology catalogue's own schema and history (drizzle-technologies).
    await migrateTechnologyDatabase(handle);
    // Products, notifications, newsletters, access help, quotes (drizzle-account-extras).
    await migrateAccountExtrasDatabase(handle);
    // The identity flows' own schema and history (drizzle-identity): mail outbox, one-time tokens.
    await migrateIdentityDatabase(handle);
    // Planning guides and predictions (drizzle-insights).
    await migrateInsightsDatabase(handle);
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

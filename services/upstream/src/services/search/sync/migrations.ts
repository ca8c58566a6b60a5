import type { MigrationHistory } from '../../../db/migrate.js';

/** The search sync state and the content change triggers (drizzle-search-sync). Applied after the
 * content schema, whose tables the triggers watch. */
export const SEARCH_SYNC_MIGRATIONS: MigrationHistory = {
  folder: 'drizzle-search-sync',
  table: '__drizzle_migrations_search_sync',
};

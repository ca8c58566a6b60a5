// The search index's view of the content tables: a version bumped by every statement that
// changes searchable content (triggers in drizzle-search-sync), so an index knows whether it is
// current. Migrations in ../../../../../drizzle-search-sync, recorded in
// drizzle.__drizzle_migrations_search_sync. Kept free of relative imports for drizzle-kit.
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const searchSyncState = pgTable('search_sync_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// The search index's view of the content tables: a version bumped by every statement that
// changes searchable content (the triggers of the custom migration
// drizzle/0014_content_change_triggers.sql), so an index knows whether it is current.
// Kept free of relative imports for drizzle-kit.
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const searchSyncState = pgTable('search_sync_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// drizzle-kit for the search sync state (src/services/search/sync/db/schema.ts); the triggers that
// announce content changes are a custom migration in the same folder.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/search/sync/db/schema.ts',
  out: './drizzle-search-sync',
  migrations: { table: '__drizzle_migrations_search_sync', schema: 'drizzle' },
});

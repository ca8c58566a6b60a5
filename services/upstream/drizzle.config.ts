// drizzle-kit: one migration history for the one database. `npx drizzle-kit generate` compares
// every service's schema file below with the last snapshot in ./drizzle and writes the next
// versioned SQL migration there; `npx drizzle-kit generate --custom --name <what>` starts a
// hand-written one (the search-sync triggers are one) in the same history. The services apply the
// folder at start (src/db/migrate.ts), recorded in drizzle.__drizzle_migrations.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each schema file is free of relative imports so that drizzle-kit can load it on its own.
  schema: ['./src/db/schema.ts', './src/services/*/db/schema.ts', './src/services/search/sync/db/schema.ts'],
  out: './drizzle',
  migrations: { table: '__drizzle_migrations', schema: 'drizzle' },
});

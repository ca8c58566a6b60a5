// drizzle-kit for the alerts service's own schema (src/services/alerts/db/schema.ts):
// `npx drizzle-kit generate --config drizzle-alerts.config.ts` writes its migrations into
// ./drizzle-alerts. They are applied after the auth ones (src/db/bootstrap.ts) and recorded in
// their own table, so the three histories never interleave.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/alerts/db/schema.ts',
  out: './drizzle-alerts',
  migrations: { table: '__drizzle_migrations_alerts', schema: 'drizzle' },
});

// drizzle-kit for the technology catalogue's own schema (src/services/technology/db/schema.ts):
// `npx drizzle-kit generate --config drizzle-technologies.config.ts` writes its migrations into
// ./drizzle-technologies, applied after the alerts ones (src/db/bootstrap.ts) and recorded in their
// own table.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/technology/db/schema.ts',
  out: './drizzle-technologies',
  migrations: { table: '__drizzle_migrations_technologies', schema: 'drizzle' },
});

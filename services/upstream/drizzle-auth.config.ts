// drizzle-kit for the auth service's own schema (src/services/auth/db/schema.ts):
// `npx drizzle-kit generate --config drizzle-auth.config.ts` writes its migrations into
// ./drizzle-auth. They are applied right after the main ones (src/db/bootstrap.ts) and recorded
// in their own table, so they never interleave with the content schema's history in ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/auth/db/schema.ts',
  out: './drizzle-auth',
  migrations: { table: '__drizzle_migrations_auth', schema: 'drizzle' },
});

// drizzle-kit for the account extras' own schema (src/services/accountExtras/db/schema.ts):
// `npx drizzle-kit generate --config drizzle-account-extras.config.ts` writes its migrations into
// ./drizzle-account-extras. Applied after the alerts ones (src/db/bootstrap.ts) and recorded in
// their own table, so no two histories interleave.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/accountExtras/db/schema.ts',
  out: './drizzle-account-extras',
  migrations: { table: '__drizzle_migrations_account_extras', schema: 'drizzle' },
});

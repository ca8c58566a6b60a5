// drizzle-kit for the planning guide and prediction pages' own schema
// (src/services/insights/db/schema.ts): `npx drizzle-kit generate --config drizzle-insights.config.ts`
// writes its migrations into ./drizzle-insights, recorded in their own table (src/db/bootstrap.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/insights/db/schema.ts',
  out: './drizzle-insights',
  migrations: { table: '__drizzle_migrations_insights', schema: 'drizzle' },
});

// drizzle-kit for the webinar registrations' own schema (src/services/webinarRegistration/db/schema.ts):
// `npx drizzle-kit generate --config drizzle-webinar-registrations.config.ts` writes its migrations
// into ./drizzle-webinar-registrations, recorded in their own table (src/db/bootstrap.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/webinarRegistration/db/schema.ts',
  out: './drizzle-webinar-registrations',
  migrations: { table: '__drizzle_migrations_webinar_registrations', schema: 'drizzle' },
});

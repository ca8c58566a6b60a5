// drizzle-kit for the identity flows' own schema (src/services/identity/db/schema.ts): mail
// outbox, one-time tokens (passwordless links, password resets), registration and interceptor
// state. `npx drizzle-kit generate --config drizzle-identity.config.ts` writes ./drizzle-identity;
// applied after the auth migrations and recorded in their own table.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/identity/db/schema.ts',
  out: './drizzle-identity',
  migrations: { table: '__drizzle_migrations_identity', schema: 'drizzle' },
});

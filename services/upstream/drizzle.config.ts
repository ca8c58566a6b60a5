// drizzle-kit: `npx drizzle-kit generate` writes a new versioned SQL migration into ./drizzle
// whenever src/db/schema.ts changes. The services apply them at start (src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

// The migration history of the identity flows' tables (drizzle-identity: mail outbox, one-time
// tokens), recorded in its own table so it never collides with another service's.
import { migrateHistory, type MigrationHistory } from '../../../db/migrate.js';
import type { DatabaseHandle } from '../../../db/client.js';

export const IDENTITY_MIGRATIONS: MigrationHistory = { folder: 'drizzle-identity', table: '__drizzle_migrations_identity' };

export function migrateIdentityDatabase(handle: DatabaseHandle): Promise<void> {
  return migrateHistory(handle, IDENTITY_MIGRATIONS);
}

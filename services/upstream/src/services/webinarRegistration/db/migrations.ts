import type { MigrationHistory } from '../../../db/migrate.js';

/** The webinar registrations' own history (drizzle-webinar-registrations). */
export const WEBINAR_REGISTRATION_MIGRATIONS: MigrationHistory = {
  folder: 'drizzle-webinar-registrations',
  table: '__drizzle_migrations_webinar_registrations',
};

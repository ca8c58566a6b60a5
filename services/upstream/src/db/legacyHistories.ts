// Until the one history (drizzle/), the services kept nine: the content schema's in
// drizzle.__drizzle_migrations and eight more, each in a table of its own. The one history holds
// the same migration files, unchanged and ordered by when each was generated, so a database made
// then has run every one of them already, under the same timestamps (drizzle's `created_at` is the
// journal's `when`). Moving it over is bookkeeping: copy those records into the one table, run
// any migration a history never reached, and drop the eight tables. Delete this file once no
// database made before the one history is left to upgrade.
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationConfig } from 'drizzle-orm/migrator';
import type { Database } from './client.js';

export const LEGACY_HISTORY_TABLES = [
  '__drizzle_migrations_account_extras',
  '__drizzle_migrations_alerts',
  '__drizzle_migrations_auth',
  '__drizzle_migrations_identity',
  '__drizzle_migrations_insights',
  '__drizzle_migrations_search_sync',
  '__drizzle_migrations_technologies',
  '__drizzle_migrations_webinar_registrations',
] as const;

/** An arbitrary advisory lock key, the same in every instance. */
const ADOPTION_LOCK = 8_202_611;

// Both drivers answer raw SQL with { rows }; the shared Database type cannot say so.
async function rowsOf<T>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function existingTables(db: Pick<Database, 'execute'>, schema: string, tables: readonly string[]): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ${schema} AND table_name IN (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.name);
}

async function recordedTimestamps(db: Pick<Database, 'execute'>, schema: string, tables: readonly string[]): Promise<Set<number>> {
  const recorded = new Set<number>();
  for (const table of tables) {
    const rows = await rowsOf<{ created_at: string | number }>(db, sql`SELECT created_at FROM ${sql.identifier(schema)}.${sql.identifier(table)}`);
    for (const row of rows) recorded.add(Number(row.created_at));
  }
  return recorded;
}

/** Moves a database of the nine histories onto the one history; does nothing on any other. */
export async function adoptLegacyHistories(db: Database, config: MigrationConfig): Promise<void> {
  const schema = config.migrationsSchema ?? 'drizzle';
  const table = config.migrationsTable ?? '__drizzle_migrations';
  if ((await existingTables(db, schema, LEGACY_HISTORY_TABLES)).length === 0) return;
  const migrations = readMigrationFiles(config);
  await db.transaction(async (tx) => {
    // Several instances may start at once on one PostgreSQL: one moves the database over, the
    // others then find nothing left to move.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADOPTION_LOCK})`);
    const legacy = await existingTables(tx, schema, LEGACY_HISTORY_TABLES);
    if (legacy.length === 0) return;
    const oneTable = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    // drizzle's own definition of its table, should the content schema's history be missing.
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS ${oneTable} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
    const inOneTable = await recordedTimestamps(tx, schema, [table]);
    const applied = await recordedTimestamps(tx, schema, [table, ...legacy]);
    const lastApplied = Math.max(...applied);
    for (const migration of migrations) {
      // Newer than anything applied: the migrator runs it next, as on any database.
      if (migration.folderMillis > lastApplied) break;
      if (inOneTable.has(migration.folderMillis)) continue;
      // Older than the last applied but never run: a history that stopped short. The migrator
      // would skip it (it compares with the last timestamp only), so it runs here.
      if (!applied.has(migration.folderMillis)) {
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO ${oneTable} (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`);
    }
    for (const name of legacy) await tx.execute(sql`DROP TABLE ${sql.identifier(schema)}.${sql.identifier(name)}`);
  });
}

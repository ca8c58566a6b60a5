// The one migration history, on PostgreSQL and on PGlite: a fresh database gets every table from it
// and a second start runs nothing; a database made by main before it (nine histories, each in its
// own table: fixtures/main-a0e1d38-nine-histories.sql.gz) moves onto it on its next start, keeping
// every row, running no migration twice, and ending with the schema of a fresh database (tables
// that migrations newer than the fixture add start empty).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_VERSION } from '@portal/corpus';
import { readJournal } from '../testing/historyUpTo.js';
import { createTestDatabase } from '../testing/postgres.js';
import { prepareDatabase } from './bootstrap.js';
import { databaseOptionsFromEnv, openDatabase, type Database } from './client.js';
import { LEGACY_HISTORY_TABLES } from './legacyHistories.js';
import { migrateDatabase } from './migrate.js';

const FIXTURE = gunzipSync(readFileSync(new URL('./fixtures/main-a0e1d38-nine-histories.sql.gz', import.meta.url))).toString('utf8');
// The corpus the fixture was seeded with, so that a start finds it already there.
const FIXTURE_CORPUS = { CORPUS_SEED: '42', CORPUS_SIZE: '3' };
/** The generator's version when the fixture was made (its seed_state). */
const FIXTURE_CORPUS_VERSION = 6;

interface Driver {
  name: string;
  /** A new empty database, or one loaded from `dump`; its environment as the services read it. */
  create(label: string, dump?: string): Promise<NodeJS.ProcessEnv>;
}

const cleanups: (() => Promise<void>)[] = [];
// Several databases and PGlite folders to remove: more than the default hook time on a busy machine.
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

const postgres: Driver = {
  name: 'PostgreSQL',
  async create(label, dump) {
    const database = await createTestDatabase(label);
    cleanups.push(database.drop);
    if (dump) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(dump).finally(() => client.end());
    }
    return { DATABASE_URL: database.url };
  },
};

const pglite: Driver = {
  name: 'PGlite',
  async create(label, dump) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `one-history-${label}-`));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    if (dump) {
      // Where openDatabase keeps PGlite's files.
      const client = await PGlite.create(path.join(dataDir, 'pglite'));
      await client.exec(dump);
      await client.close();
    }
    return { DATA_DIR: dataDir };
  },
};

// Both drivers answer raw SQL with { rows }; the shared Database type cannot say so.
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Tables, columns, constraints, indexes, triggers, functions and sequences, one line each. */
async function schemaOf(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ line: string }>(
    db,
    sql`SELECT 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') || ' ' || is_identity AS line
          FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle')
        UNION ALL SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
          FROM pg_constraint WHERE connamespace IN ('public'::regnamespace, 'drizzle'::regnamespace)
        UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname IN ('public', 'drizzle')
        UNION ALL SELECT 'trigger ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
        UNION ALL SELECT 'function ' || pg_get_functiondef(oid) FROM pg_proc WHERE pronamespace = 'public'::regnamespace
        UNION ALL SELECT 'sequence ' || sequence_schema || '.' || sequence_name FROM information_schema.sequences WHERE sequence_schema IN ('public', 'drizzle')
        ORDER BY line`,
  );
  return rows.map((r) => r.line);
}

/**
 * Every row of every table of the services, as a count and a digest per table. With `columnsOf`
 * (a snapshot's columns) a table is read through those columns only, so a column a newer
 * migration adds (at the end, with its default) leaves the rows' digest as it was.
 */
async function contentsOf(db: Database, columnsOf?: Record<string, string[]>): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const contents: Record<string, string> = {};
  for (const { name } of tables) {
    const columns = columnsOf?.[name];
    const source = columns
      ? sql`(SELECT ${sql.join(columns.map((column) => sql.identifier(column)), sql`, `)} FROM ${sql.identifier(name)})`
      : sql.identifier(name);
    const [row] = await rowsOf<{ n: number; digest: string | null }>(
      db,
      sql`SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${source} AS t`,
    );
    contents[name] = `${row.n} rows ${row.digest ?? ''}`;
  }
  return contents;
}

/** Each table's columns in their order. */
async function columnsOf(db: Database): Promise<Record<string, string[]>> {
  const rows = await rowsOf<{ table: string; column: string }>(
    db,
    sql`SELECT table_name AS table, column_name AS column FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const columns: Record<string, string[]> = {};
  for (const { table, column } of rows) (columns[table] ??= []).push(column);
  return columns;
}

/** `after` holds every table of `before` as it was, and any table a newer migration added is empty. */
function expectRowsKept(after: Record<string, string>, before: Record<string, string>): void {
  const added = Object.keys(after).filter((name) => !(name in before));
  expect(Object.fromEntries(Object.entries(after).filter(([name]) => name in before))).toEqual(before);
  expect(Object.fromEntries(added.map((name) => [name, after[name]]))).toEqual(Object.fromEntries(added.map((name) => [name, '0 rows '])));
}

async function recordedMigrations(db: Database): Promise<{ id: number; created_at: number }[]> {
  const rows = await rowsOf<{ id: number; created_at: string }>(db, sql`SELECT id, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`);
  return rows.map((r) => ({ id: r.id, created_at: Number(r.created_at) }));
}

async function historyTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'drizzle' ORDER BY tablename`);
  return rows.map((r) => r.name);
}

const journalTimestamps = readJournal().entries.map((e) => e.when);

describe.each([postgres, pglite])('one migration history on $name', (driver) => {
  let freshSchema: string[];

  it('migrates a fresh database through the whole history, and a second start runs nothing', async () => {
    const env = await driver.create('fresh');
    const first = await openDatabase(databaseOptionsFromEnv(env));
    await migrateDatabase(first);
    const applied = await recordedMigrations(first.db);
    expect(applied.map((m) => m.created_at)).toEqual(journalTimestamps);
    expect(await historyTables(first.db)).toEqual(['__drizzle_migrations']);
    freshSchema = await schemaOf(first.db);
    expect(freshSchema.length).toBeGreaterThan(100);
    await first.close();

    const second = await openDatabase(databaseOptionsFromEnv(env));
    await migrateDatabase(second);
    expect(await recordedMigrations(second.db)).toEqual(applied);
    expect(await schemaOf(second.db)).toEqual(freshSchema);
    await second.close();
  }, 60_000);

  it('moves a database made by main before it onto it, keeping every row', async () => {
    const env = await driver.create('nine_histories', FIXTURE);
    const handle = await openDatabase(databaseOptionsFromEnv(env));
    try {
      expect(await historyTables(handle.db)).toEqual(['__drizzle_migrations', ...LEGACY_HISTORY_TABLES].sort());
      const before = await contentsOf(handle.db);
      const columnsBefore = await columnsOf(handle.db);
      expect(before.cart_items).toMatch(/^1 rows/);
      expect(before.webinar_registrations).toMatch(/^1 rows/);

      await migrateDatabase(handle);
      // Nothing ran twice: a migration run again would fail (CREATE TABLE of a table that exists)
      // or change rows (the svg path rewrite; the search-sync version its triggers bump).
      expectRowsKept(await contentsOf(handle.db, columnsBefore), before);
      expect((await recordedMigrations(handle.db)).map((m) => m.created_at)).toEqual(journalTimestamps);
      expect(await historyTables(handle.db)).toEqual(['__drizzle_migrations']);
      expect(await schemaOf(handle.db)).toEqual(freshSchema);

      // The next start: nothing left to do.
      const recorded = await recordedMigrations(handle.db);
      await migrateDatabase(handle);
      expect(await recordedMigrations(handle.db)).toEqual(recorded);
      expectRowsKept(await contentsOf(handle.db, columnsBefore), before);
    } finally {
      await handle.close();
    }

    // A start as the services make it keeps the corpus it was seeded with while the generator is
    // the same, and seeds it again once CORPUS_VERSION has moved past the fixture's.
    const { handle: started, seed } = await prepareDatabase({ ...env, ...FIXTURE_CORPUS }, pino({ level: 'silent' }));
    await started.close();
    expect(seed.skipped).toBe(FIXTURE_CORPUS_VERSION === CORPUS_VERSION);
  }, 60_000);
});

it('runs the migrations a history of such a database never reached, and only those', async () => {
  // As made by main before the insights history existed: no insight_pages, nothing recorded.
  const env = await postgres.create('stopped_short', FIXTURE);
  const handle = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await handle.db.execute(sql`DROP TABLE insight_pages`);
    await handle.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations_insights`);
    const before = await contentsOf(handle.db);
    const columnsBefore = await columnsOf(handle.db);

    await migrateDatabase(handle);
    const { insight_pages: created, ...kept } = await contentsOf(handle.db, columnsBefore);
    expect(created).toBe('0 rows ');
    expectRowsKept(kept, before);
    expect((await recordedMigrations(handle.db)).map((m) => m.created_at)).toEqual(journalTimestamps);
    expect(await historyTables(handle.db)).toEqual(['__drizzle_migrations']);
  } finally {
    await handle.close();
  }
}, 60_000);

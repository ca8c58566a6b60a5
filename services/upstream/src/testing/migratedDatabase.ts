// A throw-away database with the one migration history applied: a database of its own on the
// local PostgreSQL, or PGlite in a temporary folder (the embedded default). `close` ends the
// handle and removes the database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createTestDatabase } from './postgres.js';

export interface MigratedDatabase {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

async function migrated(handle: DatabaseHandle, remove: () => Promise<void>): Promise<MigratedDatabase> {
  const close = async () => {
    await handle.close();
    await remove();
  };
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await close();
    throw error;
  }
  return { handle, close };
}

export async function migratedPostgres(label: string): Promise<MigratedDatabase> {
  const database = await createTestDatabase(label);
  return migrated(await openDatabase({ databaseUrl: database.url }), database.drop);
}

export async function migratedPglite(label: string): Promise<MigratedDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${label}-pglite-`));
  return migrated(await openDatabase({ dataDir }), async () => rmSync(dataDir, { recursive: true, force: true }));
}

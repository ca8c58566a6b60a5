// One migrated database shared by the tests of a file: opened before them, closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import type { MigratedDatabase } from './migratedDatabase.js';

export function migratedForFile(open: () => Promise<MigratedDatabase>, timeout?: number): { readonly handle: DatabaseHandle } {
  let database: MigratedDatabase | undefined;
  beforeAll(async () => {
    database = await open();
  }, timeout);
  afterAll(async () => {
    await database?.close();
  });
  return {
    get handle() {
      if (!database) throw new Error('the database is opened in beforeAll');
      return database.handle;
    },
  };
}

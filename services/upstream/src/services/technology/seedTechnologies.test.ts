// The catalogue's seeding against PostgreSQL: written once per seed, kept on
// restart, rewritten when the seed changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { technologies as corpusTechnologies } from '@portal/corpus';
import type { DatabaseHandle } from '../../db/client.js';
import { migratedPostgres, type MigratedDatabase } from '../../testing/migratedDatabase.js';
import { seedTechnologies } from './seedTechnologies.js';
import { allTechnologies, findTechnologies } from './technologyStore.js';

let database: MigratedDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await migratedPostgres('technologies');
  ({ handle } = database);
});

afterAll(async () => {
  await database?.close();
});

describe('seedTechnologies', () => {
  it('writes the catalogue once per seed', async () => {
    const first = await seedTechnologies(handle.db, 42);
    expect(first).toEqual({ skipped: false, count: corpusTechnologies(42).length });
    expect(await seedTechnologies(handle.db, 42)).toEqual({ skipped: true, count: first.count });
    const stored = await allTechnologies(handle.db);
    expect(stored).toEqual(corpusTechnologies(42));
  });

  it('rewrites it for another seed', async () => {
    expect((await seedTechnologies(handle.db, 7)).skipped).toBe(false);
    const expected = corpusTechnologies(7);
    const found = await findTechnologies(handle.db, [expected[3].contentId, 'TEC999999']);
    expect([...found.values()]).toEqual([expected[3]]);
    expect((await allTechnologies(handle.db)).length).toBe(expected.length);
  });
});

// The catalogue's seeding against PostgreSQL: written once per seed, kept on
// restart, rewritten when the seed changes.
import { describe, expect, it } from 'vitest';
import { technologies as corpusTechnologies } from '@portal/corpus';
import { migratedPostgres } from '../../testing/migratedDatabase.js';
import { migratedForFile } from '../../testing/fileDatabase.js';
import { seedTechnologies } from './seedTechnologies.js';
import { allTechnologies, findTechnologies } from './technologyStore.js';

const database = migratedForFile(() => migratedPostgres('technologies'));

describe('seedTechnologies', () => {
  it('writes the catalogue once per seed', async () => {
    const first = await seedTechnologies(database.handle.db, 42);
    expect(first).toEqual({ skipped: false, count: corpusTechnologies(42).length });
    expect(await seedTechnologies(database.handle.db, 42)).toEqual({ skipped: true, count: first.count });
    const stored = await allTechnologies(database.handle.db);
    expect(stored).toEqual(corpusTechnologies(42));
  });

  it('rewrites it for another seed', async () => {
    expect((await seedTechnologies(database.handle.db, 7)).skipped).toBe(false);
    const expected = corpusTechnologies(7);
    const found = await findTechnologies(database.handle.db, [expected[3].contentId, 'TEC999999']);
    expect([...found.values()]).toEqual([expected[3]]);
    expect((await allTechnologies(database.handle.db)).length).toBe(expected.length);
  });
});

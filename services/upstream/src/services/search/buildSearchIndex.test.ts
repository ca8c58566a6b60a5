// The index file is derived from PostgreSQL: reused while the corpus is the same, rebuilt when
// the seed changes, and never used by two processes at once.
import { bodyFigures } from '@portal/domain';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT_KINDS, contentCount } from '@portal/corpus';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { allReports } from '../../testing/expected.js';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres.js';
import { buildSearchIndex } from './buildSearchIndex.js';

let testDb: TestDatabase;
let handle: DatabaseHandle;
let dir: string;
const logged: { msg: string; [field: string]: unknown }[] = [];
// A pino-shaped logger that records what it is told.
const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });

beforeAll(async () => {
  testDb = await createTestDatabase('search_build');
  handle = await openDatabase({ databaseUrl: testDb.url });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, TEST_CORPUS);
  dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
});
afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// Reports and their figures, then one document per webinar, survey, playbook, blog, podcast and tool.
const documentsOf = (size: number) =>
  allReports({ seed: TEST_CORPUS.seed, size }).reduce((n, r) => n + 1 + bodyFigures(r.bodyJson.blocks).length, 0) +
  CONTENT_KINDS.reduce((n, kind) => n + contentCount(kind, size), 0);

it('builds a file index with every report and figure, and logs its build time', async () => {
  const built = await buildSearchIndex({ db: handle.db, location: dir, logger });
  expect(built.rebuilt).toBe(true);
  expect(built.documents).toBe(documentsOf(TEST_CORPUS.size));
  expect(readdirSync(dir)).toEqual([expect.stringMatching(/^search-index-[0-9a-f]{16}-[0-9a-f]{8}\.sqlite$/)]);
  expect(logged.at(-1)).toMatchObject({ msg: 'built the search index', documents: built.documents, rebuilt: true });
  expect(typeof logged.at(-1)!.durationMs).toBe('number');
  await built.index.close();
});

it('reuses the file while the database holds the same corpus', async () => {
  const again = await buildSearchIndex({ db: handle.db, location: dir, logger });
  expect(again.rebuilt).toBe(false);
  expect(again.documents).toBe(documentsOf(TEST_CORPUS.size));
  expect(logged.at(-1)!.msg).toBe('reused the search index');
  await again.index.close();
});

it('rebuilds it when the seed changes', async () => {
  await seedDatabase(handle.db, { seed: TEST_CORPUS.seed, size: 25 });
  const rebuilt = await buildSearchIndex({ db: handle.db, location: dir, logger });
  expect(rebuilt.rebuilt).toBe(true);
  // A file of its own; the first corpus's stays for whoever may still use it.
  expect(readdirSync(dir).filter((name) => name.endsWith('.sqlite'))).toHaveLength(2);
  expect(rebuilt.documents).toBe(documentsOf(25));
  expect((await rebuilt.index.search({
    query: '', contentTypes: ['research'], filters: {}, publishedFrom: null, publishedTo: null, includeRestricted: true,
    sortType: 'date', sortOrder: 'desc', page: 1, size: 1, fuzzy: false,
  })).total).toBe(25);
  await rebuilt.index.close();
});

it('keeps the indexes of different databases apart', async () => {
  const a = await buildSearchIndex({ db: handle.db, location: dir, databaseLocation: 'postgres://a' });
  const b = await buildSearchIndex({ db: handle.db, location: dir, databaseLocation: 'postgres://b' });
  expect([a.rebuilt, b.rebuilt]).toEqual([true, true]);
  // Reused once the process that built it has closed it (as a restart does).
  await a.index.close();
  const againA = await buildSearchIndex({ db: handle.db, location: dir, databaseLocation: 'postgres://a' });
  expect(againA.rebuilt).toBe(false);
  // Two other corpora are kept besides the current one; older files go.
  expect(readdirSync(dir).filter((name) => name.endsWith('.sqlite'))).toHaveLength(3);
  expect(readdirSync(dir).some((name) => name.endsWith('.building'))).toBe(false);
  await Promise.all([againA.index.close(), b.index.close()]);
});

it('gives a second process on the same database a file of its own while the first holds its file, and both stay whole', async () => {
  const shared = mkdtempSync(path.join(tmpdir(), 'search-index-shared-'));
  try {
    const first = await buildSearchIndex({ db: handle.db, location: shared });
    const second = await buildSearchIndex({ db: handle.db, location: shared });
    expect([first.rebuilt, second.rebuilt]).toEqual([true, true]);
    expect(readdirSync(shared).filter((name) => name.endsWith('.sqlite'))).toHaveLength(2);
    // Each writes its own file (as each process's sync does) and reads back what it wrote.
    for (const built of [first, second]) {
      built.index.setMeta('written by', String(built === first));
      expect(built.index.getMeta('written by')).toBe(String(built === first));
      await expect(built.index.count()).resolves.toBe(documentsOf(25));
    }
    // The first stops; a third start reuses its file and the one the second holds stays.
    await first.index.close();
    const third = await buildSearchIndex({ db: handle.db, location: shared });
    expect(third.rebuilt).toBe(false);
    expect(third.index.getMeta('written by')).toBe('true');
    expect(readdirSync(shared).filter((name) => name.endsWith('.sqlite'))).toHaveLength(2);
    await Promise.all([second.index.close(), third.index.close()]);
  } finally {
    rmSync(shared, { recursive: true, force: true });
  }
});

it('builds in memory on request', async () => {
  const memory = await buildSearchIndex({ db: handle.db, location: 'memory' });
  expect(memory.documents).toBe(documentsOf(25));
  await memory.index.close();
});

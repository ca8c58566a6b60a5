// The search index follows content changes made straight in the database, on PostgreSQL and on
// PGlite (npm start's default): the triggers announce them, SearchIndexSync applies them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.js';
import { prepareDatabase } from '../../../db/bootstrap.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/postgres.js';
import { CONTENT_VERSION_KEY, buildSearchIndex } from '../buildSearchIndex.js';
import type { SearchRequest } from '../searchIndex.js';
import type { SqliteSearchIndex } from '../sqliteSearchIndex.js';
import { readContentVersion } from './contentVersion.js';
import { SearchIndexSync } from './searchIndexSync.js';

const logger = pino({ level: 'silent' });
const CORPUS = { CORPUS_SEED: '42', CORPUS_SIZE: '60', SEED_DEMO_USERS: 'false' };

function request(query: string): SearchRequest {
  return {
    query, contentTypes: null, filters: {}, publishedFrom: null, publishedTo: null, includeRestricted: true,
    sortType: 'relevance', sortOrder: 'desc', page: 1, size: 50, fuzzy: false,
  };
}

async function found(index: SqliteSearchIndex, query: string): Promise<string[]> {
  return (await index.search(request(query))).hits.map((hit) => hit.contentId);
}

function behaves(name: string, open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>) {
  describe(`search index sync on ${name}`, () => {
    let handle: DatabaseHandle;
    let cleanup: () => Promise<void>;
    let index: SqliteSearchIndex;
    let sync: SearchIndexSync;

    beforeAll(async () => {
      ({ handle, cleanup } = await open());
      sync = await SearchIndexSync.start(handle, logger);
      index = (await buildSearchIndex({ db: handle.db, location: 'memory' })).index;
      sync.attach(index);
    }, 120_000);

    afterAll(async () => {
      await sync?.stop();
      await index?.close();
      await cleanup?.();
    });

    /** After a write: wait until the index has applied it (its version is the database's). */
    const caughtUp = async () => sync.reached(await readContentVersion(handle.db));

    const firstId = async (table: string) =>
      ((await handle.db.execute(sql.raw(`select id from ${table} order by id limit 1`))) as unknown as { rows: { id: string }[] }).rows[0]!.id;

    it('indexes a report retitled in the database, and records the content version it reflects', async () => {
      const id = await firstId('research');
      expect(await found(index, 'quokkaflux')).toEqual([]);
      await handle.db.execute(sql`update research set title = 'Quokkaflux adoption in retail' where id = ${id}`);
      await caughtUp();
      // The report, and its figures, whose summaries name the report.
      const hits = await found(index, 'quokkaflux');
      expect(hits).toContain(id);
      expect(hits.every((hit) => hit === id || hit.startsWith(`${id}-figure-`))).toBe(true);
      expect(index.getMeta(CONTENT_VERSION_KEY)).toBe(String(await readContentVersion(handle.db)));
    });

    it('removes a deleted report together with its figures', async () => {
      const id = await firstId('research');
      const figures = (await index.search({ ...request(''), contentTypes: ['figure'], size: 1000 })).hits.filter((hit) => hit.parentId === id);
      expect(figures.length).toBeGreaterThan(0);
      await handle.db.execute(sql`delete from research where id = ${id}`);
      await caughtUp();
      const left = (await index.search({ ...request(''), contentTypes: ['research', 'figure'], size: 1000 })).hits;
      expect(left.some((hit) => hit.contentId === id || hit.parentId === id)).toBe(false);
    });

    it('follows webinars and content items too', async () => {
      const webinar = await firstId('webinars');
      const item = await firstId('content_items');
      await handle.db.execute(sql`update webinars set title = 'Wombatfield live session' where id = ${webinar}`);
      await handle.db.execute(sql`delete from content_items where id = ${item}`);
      await caughtUp();
      expect(await found(index, 'wombatfield')).toEqual([webinar]);
      expect((await index.search({ ...request(''), size: 1000, contentTypes: ['blog', 'podcast', 'tool', 'playbook'] })).hits.map((h) => h.contentId)).not.toContain(item);
    });
  });
}

behaves('PostgreSQL', async () => {
  const database: TestDatabase = await createTestDatabase('search_sync');
  const { handle } = await prepareDatabase({ DATABASE_URL: database.url, ...CORPUS }, logger);
  return { handle, cleanup: async () => { await handle.close(); await database.drop(); } };
});

behaves('PGlite', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-sync-'));
  const { handle } = await prepareDatabase({ DATA_DIR: dir, ...CORPUS }, logger);
  return { handle, cleanup: async () => { await handle.close(); rmSync(dir, { recursive: true, force: true }); } };
});

// Seeding against PostgreSQL: batches add up to the whole corpus, a second run inserts nothing,
// and a different corpus replaces the first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CORPUS_VERSION, ITEM_KINDS, analysts as corpusAnalysts, contentCount, functionAreas, webinar } from '@portal/corpus';
import { TEST_CORPUS } from '../testing/corpus.js';
import { allReports } from '../testing/expected.js';
import { migratedPostgres } from '../testing/migratedDatabase.js';
import { migratedForFile } from '../testing/fileDatabase.js';
import { migrateDatabase, migrationsFolder } from './migrate.js';
import {
  alertBanners, analysts, cartItems, carts, contentItems, functions, graphics, priorities, reportAuthors, research, seedState, surveys, webinars,
} from './schema.js';
import { ANCHOR_MAX_AGE_DAYS, seedDatabase } from './seed.js';

const database = migratedForFile(() => migratedPostgres('seed'));

async function tableCounts() {
  const tables = { functions, priorities, analysts, research, reportAuthors, graphics, alertBanners };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await database.handle.db.select({ n: count() }).from(table))[0].n] as const),
  );
  return Object.fromEntries(entries);
}

it('migrations apply once; running them again changes nothing', async () => {
  await migrateDatabase(database.handle);
  // Both drivers answer raw SQL with { rows }; the shared Database type cannot say so.
  const applied = (await database.handle.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  expect(journal.entries.length).toBeGreaterThan(1);
  expect(applied.rows[0].n).toBe(journal.entries.length);
});

it('seeds the whole corpus in batches, and a second run inserts nothing', async () => {
  const corpus = allReports(TEST_CORPUS);
  // A batch size that does not divide the corpus, so the last partial batch is exercised too.
  const first = await seedDatabase(database.handle.db, TEST_CORPUS, { batchSize: 7 });
  const expected = {
    functions: functionAreas(TEST_CORPUS.seed).length,
    priorities: functionAreas(TEST_CORPUS.seed).flatMap((a) => a.priorities).length,
    analysts: corpusAnalysts(TEST_CORPUS.seed).length,
    research: TEST_CORPUS.size,
    reportAuthors: corpus.reduce((n, r) => n + r.authors.length + r.contributors.length, 0),
    graphics: corpus.reduce((n, r) => n + Object.keys(r.graphics).length, 0),
    alertBanners: 1,
  };
  expect(first).toMatchObject({ skipped: false, reports: TEST_CORPUS.size, graphics: expected.graphics, analysts: expected.analysts });
  expect(await tableCounts()).toEqual(expected);
  const [stateBefore] = await database.handle.db.select().from(seedState);
  expect(stateBefore).toMatchObject({ seed: TEST_CORPUS.seed, size: TEST_CORPUS.size, reports: TEST_CORPUS.size });

  const second = await seedDatabase(database.handle.db, TEST_CORPUS);
  expect(second).toMatchObject({ skipped: true, reports: 0, graphics: 0, analysts: 0 });
  expect(await tableCounts()).toEqual(expected);
  const [stateAfter] = await database.handle.db.select().from(seedState);
  expect(stateAfter.seededAt).toEqual(stateBefore.seededAt);
});

it('replaces the content when the corpus size changes, keeping carts', async () => {
  await database.handle.db.insert(carts).values({ ownerKey: 'visitor:keep-me' });
  await database.handle.db.insert(cartItems).values({ ownerKey: 'visitor:keep-me', contentId: 'WEB1' });
  const smaller = { seed: TEST_CORPUS.seed, size: 25 };
  const result = await seedDatabase(database.handle.db, smaller);
  expect(result).toMatchObject({ skipped: false, reports: 25 });
  expect((await tableCounts()).research).toBe(25);
  expect((await database.handle.db.select({ n: count() }).from(cartItems))[0].n).toBe(1);
  expect((await seedDatabase(database.handle.db, smaller)).skipped).toBe(true);
});

it('stores each report’s search facets', async () => {
  const config = { seed: TEST_CORPUS.seed, size: 25 };
  const [row] = await database.handle.db.select().from(research).where(sql`${research.id} = 'RES100003'`);
  const expected = allReports(config).find((r) => r.id === 'RES100003')!;
  expect(row).toMatchObject({
    industries: expected.industries,
    geographies: expected.geographies,
    businessTopics: expected.topics,
    enterprisePriorities: expected.enterprisePriorities,
    services: expected.services,
    phase: expected.phase,
  });
});

it('seeds again when the database holds an older generator version of the same corpus', async () => {
  const config = { seed: TEST_CORPUS.seed, size: 25 };
  await database.handle.db.update(seedState).set({ corpusVersion: CORPUS_VERSION - 1 });
  await database.handle.db.update(research).set({ industries: [] });
  const result = await seedDatabase(database.handle.db, config);
  expect(result.skipped).toBe(false);
  const [state] = await database.handle.db.select().from(seedState);
  expect(state.corpusVersion).toBe(CORPUS_VERSION);
  const empty = await database.handle.db.select({ n: count() }).from(research).where(sql`cardinality(${research.industries}) = 0`);
  expect(empty[0].n).toBe(0);
});

it('seeds webinars, surveys, playbooks, blogs, podcasts and tools, and moves webinar dates once the anchor is stale', async () => {
  const config = { seed: TEST_CORPUS.seed, size: 25 };
  const now = new Date('2026-11-22T12:00:00Z');
  await database.handle.db.update(seedState).set({ corpusVersion: CORPUS_VERSION - 1 });
  await seedDatabase(database.handle.db, config, { now });
  const counts = async () => ({
    webinars: (await database.handle.db.select({ n: count() }).from(webinars))[0].n,
    surveys: (await database.handle.db.select({ n: count() }).from(surveys))[0].n,
    contentItems: (await database.handle.db.select({ n: count() }).from(contentItems))[0].n,
  });
  expect(await counts()).toEqual({
    webinars: contentCount('webinar', 25),
    surveys: contentCount('survey', 25),
    contentItems: ITEM_KINDS.reduce((n, kind) => n + contentCount(kind, 25), 0),
  });
  const [first] = await database.handle.db.select().from(webinars).where(sql`${webinars.id} = 'WEB100000'`);
  expect(first.startDate.toISOString()).toBe(webinar(config, 0, now).startDate);

  // Within the anchor's lifetime nothing is written; after it, webinar dates move with the new day.
  expect((await seedDatabase(database.handle.db, config, { now: new Date(now.getTime() + (ANCHOR_MAX_AGE_DAYS - 1) * 86_400_000) })).skipped).toBe(true);
  const later = new Date(now.getTime() + (ANCHOR_MAX_AGE_DAYS + 1) * 86_400_000);
  const [before] = await database.handle.db.select().from(seedState);
  const refreshed = await seedDatabase(database.handle.db, config, { now: later });
  // Only the webinars and surveys are written again; the search index sees a new seededAt.
  expect(refreshed).toMatchObject({ skipped: false, reports: 0, graphics: 0, webinars: contentCount('webinar', 25), surveys: contentCount('survey', 25) });
  expect((await database.handle.db.select().from(seedState))[0].seededAt.getTime()).toBeGreaterThan(before.seededAt.getTime());
  expect(await counts()).toEqual({
    webinars: contentCount('webinar', 25),
    surveys: contentCount('survey', 25),
    contentItems: ITEM_KINDS.reduce((n, kind) => n + contentCount(kind, 25), 0),
  });
  const [moved] = await database.handle.db.select().from(webinars).where(sql`${webinars.id} = 'WEB100000'`);
  expect(moved.startDate.toISOString()).toBe(webinar(config, 0, later).startDate);
  // Survey 0 is a recent one: published on the new anchor day.
  const [recent] = await database.handle.db.select().from(surveys).where(sql`${surveys.id} = 'SUS100000'`);
  expect(recent.datePublished).toBe(later.toISOString().slice(0, 10));
  expect((await database.handle.db.select().from(seedState))[0].anchorDate).toBe(later.toISOString().slice(0, 10));
});

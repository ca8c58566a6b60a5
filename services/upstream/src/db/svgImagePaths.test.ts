// Migration 0001 on a database seeded before image paths became SVG: the old paths are rewritten
// in place, anything else stays as it was.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { historyUpTo } from '../testing/historyUpTo.js';
import { migratedPostgres } from '../testing/migratedDatabase.js';
import { migratedForFile } from '../testing/fileDatabase.js';
import { migrateDatabase } from './migrate.js';
import { analysts, research } from './schema.js';

const database = migratedForFile(() => migratedPostgres('svg_paths'));

const analyst = (id: string, image: string | null) => ({
  id, analystId: id, slug: id.toLowerCase(), firstName: 'A', lastName: 'B', fullName: 'A B', title: 'Analyst', image,
  active: true, externallyActive: true, bio: '', topics: [],
});

const oldBody = {
  blocks: [
    { type: 'section', id: 'section-1', text: 'One' },
    { type: 'paragraph', text: 'See "/images/figures/RES100000-figure-1.png" in the appendix.png' },
    { type: 'figure', id: 'RES100000-figure-1', label: 'Figure 1', figureTitle: 'A', imageUrl: '/images/figures/RES100000-figure-1.png', altText: 'A' },
    { type: 'figure', id: 'RES100000-figure-2', label: 'Figure 2', figureTitle: 'B', imageUrl: 'https://cdn.example.org/chart.png', altText: 'B' },
  ],
};

it('rewrites .jpg avatars and .png figure images of an older seed to .svg, and nothing else', async () => {
  await database.handle.db.insert(analysts).values([
    analyst('BIO10001', '/images/analysts/BIO10001.jpg'),
    analyst('BIO10002', null),
    analyst('BIO10003', 'https://cdn.example.org/BIO10003.jpg'),
  ]);
  await database.handle.db.insert(research).values({
    id: 'RES100000', contentId: 'RES100000', slug: 'x', title: 'X', summary: 'X', ipType: 'Research', publishedDate: '2026-01-01',
    readTime: 5, functionSlug: 'marketing', priorityIds: [], topics: [], access: 'public', body: oldBody,
  });
  // As if this database predated migration 0001: forget it (and any later one, which the migrator
  // would otherwise take as the last applied) ran, then migrate as a restart of that time would,
  // with the history as it stood then (later migrations create tables, and run once only).
  const { folder, last } = historyUpTo('0001_svg_image_paths');
  await database.handle.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= ${last.when}`);
  await migrateDatabase(database.handle, folder);

  const images = await database.handle.db.select({ id: analysts.id, image: analysts.image }).from(analysts).orderBy(analysts.id);
  expect(images).toEqual([
    { id: 'BIO10001', image: '/images/analysts/BIO10001.svg' },
    { id: 'BIO10002', image: null },
    { id: 'BIO10003', image: 'https://cdn.example.org/BIO10003.jpg' },
  ]);
  const [row] = await database.handle.db.select({ body: research.body }).from(research).where(eq(research.id, 'RES100000'));
  const expected = structuredClone(oldBody);
  // Only the figure's own imageUrl value; the paragraph quoting the path is text, and stays.
  (expected.blocks[2] as { imageUrl: string }).imageUrl = '/images/figures/RES100000-figure-1.svg';
  expect(row.body).toEqual(expected);
});

// The technology catalogue's own tables (spec 3 §3 "Technology item").
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const technologies = pgTable(
  'technologies',
  {
    // TEC…; the catalogue order is the id order.
    contentId: text('content_id').primaryKey(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    technologyType: text('technology_type', { enum: ['Technology', 'Category'] }).notNull(),
    categoryId: text('category_id').notNull(),
    functionSlug: text('function_slug').notNull(),
    emergingTechnology: boolean('emerging_technology').notNull(),
    publishedDate: date('published_date', { mode: 'string' }).notNull(),
    // The whole item as the service answers it (@portal/contracts TechnologyDto).
    item: jsonb('item').notNull(),
  },
  (t) => [index('technologies_category_idx').on(t.categoryId)],
);

// Which corpus the table holds: rewritten when the seed or the generator changes.
export const technologySeedState = pgTable('technology_seed_state', {
  id: integer('id').primaryKey(),
  seed: integer('seed').notNull(),
  version: integer('version').notNull(),
  count: integer('count').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

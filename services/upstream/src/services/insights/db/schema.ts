// The planning guide and prediction pages' own table (spec 3 §2, §6).
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { index, integer, jsonb, pgTable, text, date } from 'drizzle-orm/pg-core';

export interface InsightSectionRow {
  id: string;
  title: string;
  paragraphs: string[];
}

export const insightPages = pgTable(
  'insight_pages',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['planningGuide', 'prediction'] }).notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    year: integer('year').notNull(),
    publishedDate: date('published_date', { mode: 'string' }).notNull(),
    functionSlug: text('function_slug').notNull(),
    functionName: text('function_name').notNull(),
    access: text('access', { enum: ['public', 'restricted'] }).notNull(),
    authorIds: text('author_ids').array().notNull(),
    topics: text('topics').array().notNull(),
    sections: jsonb('sections').$type<InsightSectionRow[]>().notNull(),
  },
  (t) => [index('insight_pages_kind_slug_idx').on(t.kind, t.slug), index('insight_pages_kind_year_idx').on(t.kind, t.year, t.id)],
);

// The favorites service's own table: each user's saved collection (spec 2 §3 "Collection item":
// contentId, containerId, contentType). What a card shows (title, summary, path, date, topics) is
// kept as it was when saved, so the favorites page filters and pages in one query, and reseeding
// content never touches what readers saved (no foreign key to the content tables).
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const savedItems = pgTable(
  'saved_items',
  {
    userId: text('user_id').notNull(),
    contentId: text('content_id').notNull(),
    // The report a figure belongs to; null for everything else.
    containerId: text('container_id'),
    contentType: text('content_type', { enum: ['report', 'tool', 'audio', 'video', 'figure', 'webinar', 'peerDiscussion'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    path: text('path').notNull(),
    publishedDate: date('published_date', { mode: 'string' }).notNull(),
    topics: text('topics').array().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Saving twice keeps one item.
    primaryKey({ columns: [t.userId, t.contentId] }),
    // The default sort, most recently saved first.
    index('saved_items_user_saved_idx').on(t.userId, t.savedAt),
    index('saved_items_topics_idx').using('gin', t.topics),
    check('saved_items_figure_container', sql`(${t.contentType} = 'figure') = (${t.containerId} IS NOT NULL)`),
  ],
);

export type SavedItemRow = typeof savedItems.$inferSelect;

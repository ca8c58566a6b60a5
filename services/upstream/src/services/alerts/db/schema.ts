// The alerts service's own table: what each user follows (spec 2 §3 "Followed analysts and
// topics": alertId, analystId, searchString).
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const webAlerts = pgTable(
  'web_alerts',
  {
    // A random UUID: the id a client unfollows with (DELETE …/alerts/{id}).
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    // Exactly one of the two: an analyst follow (BIO…) or a topic follow (the search string).
    // No foreign key to the content schema's analysts: reseeding content must not touch follows.
    analystId: text('analyst_id'),
    searchString: text('search_string'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('web_alerts_user_idx').on(t.userId, t.createdAt),
    // Following twice keeps one alert (NULLs are distinct, so topic rows never collide here).
    uniqueIndex('web_alerts_user_analyst_uq').on(t.userId, t.analystId),
    // A topic is the same topic whatever its case.
    uniqueIndex('web_alerts_user_topic_uq').on(t.userId, sql`lower(${t.searchString})`),
    check('web_alerts_one_target', sql`(${t.analystId} IS NULL) <> (${t.searchString} IS NULL)`),
  ],
);

export type WebAlertRow = typeof webAlerts.$inferSelect;

// The feedback service's tables: Net Promoter Score answers (/net-promoter-score, issue #9).
// One answer per reader per period (NPS_ANSWER_PERIOD_DAYS from its first submission): a second
// submission within the period updates that row, and what it replaces is kept in the revisions,
// so nothing a reader said is lost and the survey still counts each reader once per period.
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own. No foreign key to the auth
// users: like the alerts, these rows belong to the user id the subgraphs forward.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const scoreInRange = (score: unknown) => sql`${score} BETWEEN 0 AND 10`;

export const npsAnswers = pgTable(
  'nps_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    score: integer('score').notNull(),
    comment: text('comment'),
    // The period's first answer: the period runs from here.
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // 1 for the first answer, one more for each update (= the number of revisions kept, plus one).
    revision: integer('revision').notNull().default(1),
  },
  (t) => [index('nps_answers_user_idx').on(t.userId, t.answeredAt), check('nps_answers_score_range', scoreInRange(t.score))],
);

// What an update replaced: the answer's values as they were at `revision`, and when they were given.
export const npsAnswerRevisions = pgTable(
  'nps_answer_revisions',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => npsAnswers.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    score: integer('score').notNull(),
    comment: text('comment'),
    givenAt: timestamp('given_at', { withTimezone: true, mode: 'date' }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.revision] }), check('nps_answer_revisions_score_range', scoreInRange(t.score))],
);

export type NpsAnswerRow = typeof npsAnswers.$inferSelect;

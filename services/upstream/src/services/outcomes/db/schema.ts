// The outcomes service's tables (initiatives, issue #10): a reader's initiatives, their actions and
// the reader's other actions (initiative_id null), and which users have had their demo initiatives.
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own. No foreign key to the auth
// users: like the alerts, these rows belong to the user id the subgraphs forward.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const initiatives = pgTable(
  'initiatives',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // The order the reader sees them in.
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('initiatives_user_idx').on(t.userId, t.position)],
);

export const initiativeActions = pgTable(
  'initiative_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    // Null: one of the reader's other actions, of no initiative.
    initiativeId: integer('initiative_id').references(() => initiatives.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    // One of INITIATIVE_ACTION_STATUSES (@portal/domain), kept so by the check below too.
    status: text('status').notNull().default('Not started'),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('initiative_actions_user_idx').on(t.userId, t.initiativeId, t.position),
    check('initiative_actions_status', sql`${t.status} IN ('Not started', 'In progress', 'Completed')`),
  ],
);

// Seeded once per user: a reader's changes to the demo initiatives survive a restart.
export const initiativeSeeds = pgTable('initiative_seeds', {
  userId: text('user_id').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type InitiativeRow = typeof initiatives.$inferSelect;
export type InitiativeActionRow = typeof initiativeActions.$inferSelect;

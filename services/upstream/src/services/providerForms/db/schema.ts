// The forms that reach the provider (contact, inquiry, briefing): every submission is stored here
// before anything else happens, and this same row is the delivery queue's entry (a transactional
// outbox: deliveryQueue.ts claims due rows with FOR UPDATE SKIP LOCKED and a lease). And the
// company information a briefing saved for next time, one row per user.
// Kept free of relative imports so drizzle-kit can load it on its own; after a change run
// `npx drizzle-kit generate --name <what>` from services/upstream.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const FORM_SUBMISSION_KINDS = ['contact', 'inquiry', 'briefing'] as const;
export const FORM_DELIVERY_STATES = ['queued', 'delivered'] as const;

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: FORM_SUBMISSION_KINDS }).notNull(),
    // Null for a visitor (the public contact form).
    userId: text('user_id'),
    // Whom the provider answers: the profile's address, or the visitor's.
    email: text('email').notNull(),
    // The contact type's title, the inquiry's formSelected or the briefing type.
    label: text('label').notNull(),
    subject: text('subject').notNull(),
    // The validated body without the captcha token, plus who sent it (name, e-mail).
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveryState: text('delivery_state', { enum: FORM_DELIVERY_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // A dispatcher's lease: while in the future, no other dispatcher claims the row.
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    // Why the last attempt failed, in words fit for staff: never a host, a port or a stack.
    lastError: text('last_error'),
    // The e-mail's Message-ID, fixed per submission: a resend after a crash between send and
    // mark is recognisable as the same message by the provider's mail system.
    messageId: text('message_id').notNull(),
  },
  (t) => [
    // The dispatcher's scan: queued rows by when they are due.
    index('form_submissions_due_idx').on(t.deliveryState, t.nextAttemptAt),
    // The staff listing: newest first, optionally of one state.
    index('form_submissions_created_idx').on(t.createdAt, t.id),
  ],
);
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;

export const savedCompanyInfo = pgTable('saved_company_info', {
  userId: text('user_id').primaryKey(),
  // Under the saved names of the byte table (companyTelephone, companyOtherState, companyZip...).
  info: jsonb('info').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

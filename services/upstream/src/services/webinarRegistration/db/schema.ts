// The webinar service's registrations (spec 3 §3 "Registration result: passcode, eventCode"): who
// registered for which webinar. Tables of their own, so reseeding content never touches them.
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    userId: text('user_id').notNull(),
    // No foreign key to the content schema's webinars: reseeding content must not drop registrations.
    webinarId: text('webinar_id').notNull(),
    // What the attendee types to join; unique per registration so one cannot be guessed from another.
    passcode: text('passcode').notNull(),
    eventCode: text('event_code').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.webinarId] }), index('webinar_registrations_webinar_idx').on(t.webinarId)],
);

export type WebinarRegistrationRow = typeof webinarRegistrations.$inferSelect;

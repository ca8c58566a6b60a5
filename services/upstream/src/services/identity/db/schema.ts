// The identity flows' own tables, apart from the auth service's (users live in auth_users): the
// mail outbox of the embedded mailer, one-time tokens, and each user's registration and
// interceptor state. Kept free of relative imports so drizzle-kit loads it alone.
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Unused since mail left the database (the development mailer logs, tests run an SMTP sink): the
// table stays in the migration history (dropping it is a migration of its own), and nothing writes it.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    raw: text('raw').notNull(),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

export const TOKEN_PURPOSES = ['passwordless', 'password_reset'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

// One-time tokens. Only the SHA-256 of a token is stored: a leaked table cannot sign anyone in.
export const identityTokens = pgTable(
  'identity_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('identity_tokens_user_idx').on(t.userId, t.purpose)],
);

// Registration and interceptor state (spec 1 §3 profileComplete, tncAccepted, interceptor). A user
// without a row (the seeded ones) is complete: nothing intercepts them.
export const registrationState = pgTable('registration_state', {
  userId: text('user_id').primaryKey(),
  profileComplete: boolean('profile_complete').notNull().default(false),
  tncAccepted: boolean('tnc_accepted').notNull().default(false),
  tncAcceptedAt: timestamp('tnc_accepted_at', { withTimezone: true, mode: 'date' }),
  preferencesSet: boolean('preferences_set').notNull().default(false),
  // Subscription preferences chosen at the business preference step.
  subscriptionPreferences: jsonb('subscription_preferences').$type<string[]>().notNull().default([]),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  interceptedAt: timestamp('intercepted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

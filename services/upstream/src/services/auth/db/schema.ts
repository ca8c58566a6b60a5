// The auth service's own tables (users, the OpenID provider's state, its signing secrets).
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const USER_TYPES = ['guest', 'client', 'employee'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  // Stored lower-cased, so the unique constraint is case-insensitive too.
  email: text('email').notNull().unique(),
  // `scrypt$N$r$p$<salt b64>$<hash b64>` (see password.ts).
  passwordHash: text('password_hash').notNull(),
  userType: text('user_type', { enum: USER_TYPES }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company').notNull().default(''),
  accountName: text('account_name').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  country: text('country').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  // Subscription types of spec 3 §6: FD, FMI, GUEST, AOC.
  subscriptions: text('subscriptions').array().notNull().default([]),
  services: text('services').array().notNull().default([]),
  features: text('features').array().notNull().default([]),
  // The rest of the profile of spec 1 §3 (user-service), edited on /my-account/profile.
  prefix: text('prefix').notNull().default(''),
  street: text('street').notNull().default(''),
  streetSecondLine: text('street_second_line').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  otherRegion: text('other_region').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  phoneExtension: text('phone_extension').notNull().default(''),
  // Special registration field values by name (e.g. 'Org Selections').
  specialRegistration: jsonb('special_registration').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// preference-service consent entries (spec 1 §3, §9): one row per user and preference id; a
// missing row or a null value means the preference's default.
export const consentPreferences = pgTable(
  'consent_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    preferenceId: integer('preference_id').notNull(),
    value: boolean('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.preferenceId] })],
);

// The provider's experience codes of a user (spec 1 §3 userExperiences, read into the session);
// REPRINTS:CUSTOMER, REPRINTS:RESEARCHOPS or REPRINTS:SALES makes a reprint user (spec 1 §6). A table
// of its own rather than a column, so that the users' rows stay as they were.
export const userExperiences = pgTable(
  'user_experiences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

// What oidc-provider persists through its adapter (sessions, interactions, codes, grants...),
// so a restart of upstream or a second instance does not lose a sign-in half way.
export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_models_grant_id_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_user_code_idx').on(t.userCode),
  ],
);

// Generated once and then kept: the provider's signing key and cookie keys. Tokens and cookies
// stay valid across restarts without anyone having to configure keys for a local run.
export const authSecrets = pgTable('auth_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// user-service last-viewed (spec 2 §3, §7): when a user last opened a piece of content. One row
// per user and content id, overwritten on every view; search cards read it as 'Viewed Month D, YYYY'.
export const lastViewed = pgTable(
  'last_viewed',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    contentId: text('content_id').notNull(),
    dtaccessdate: timestamp('dtaccessdate', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

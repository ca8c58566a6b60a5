// The tables of the account extras (issue #4): product registrations (product-service and
// user-service registration), header notifications (notification-service), newsletter
// subscriptions (preference-service) and quote requests (user-service).
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own. No foreign key to the auth
// users: like the alerts, these rows belong to the user id the subgraphs forward.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// A product registration id (spec 3 §3 "Product registration"): issued with a purchase, claimed
// once by the user who enters it on /my-account/products.
export const productRegistrations = pgTable(
  'product_registrations',
  {
    registrationId: text('registration_id').primaryKey(),
    productId: text('product_id').notNull(),
    userId: text('user_id'),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('product_registrations_user_idx').on(t.userId, t.registeredAt)],
);

// Header notifications (spec 3 §3, §4): id, isRead; one user's each.
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

// Which demo users got their first notifications, so a "delete all" is not undone by a restart.
export const notificationSeeds = pgTable('notification_seeds', {
  userId: text('user_id').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// /my-account/newsletters: one row per user and newsletter the user has chosen; none = the
// newsletter's default.
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    userId: text('user_id').notNull(),
    newsletterId: text('newsletter_id').notNull(),
    subscribed: boolean('subscribed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsletterId] })],
);

// Request a quote (spec 3 §7): the signed-in user's message for the sales team.
export const quoteRequests = pgTable('quote_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id').notNull(),
  raqMessage: text('raq_message').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
export type ProductRegistrationRow = typeof productRegistrations.$inferSelect;

// Checkout sessions, orders and purchases (spec 2 §3-§4). A session freezes the cart's lines and
// the server's total at the moment checkout began; its id is the idempotency key of its one order
// (the unique session_id below: two submits, one order, one charge). A paid order's items become
// purchases, which research/access.ts reads as entitlements of their buyer.
// Never stored: a full card number or security code; an order keeps the brand and last 4 only.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface CheckoutLine {
  contentId: string;
  kind: 'research' | 'webinar';
  cartType: string;
  title: string;
  path: string;
  priceCents: number;
}

export interface OrderBilling {
  companyName: string;
  billingCountry: string;
  billingAddress1: string;
  billingAddress2: string;
  billingCity: string;
  billingState: string;
  billingZipCode: string;
  billingPhone: string;
  billingEmail: string;
  billingName: string;
}

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    items: jsonb('items').$type<CheckoutLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

export type OrderStatus = 'pending' | 'paid' | 'failed';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The idempotency key: one order per checkout session, whatever the number of submits.
    sessionId: uuid('session_id').notNull().references(() => checkoutSessions.id),
    userId: text('user_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    items: jsonb('items').$type<CheckoutLine[]>().notNull(),
    billing: jsonb('billing').$type<OrderBilling>().notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    maskedCardNumber: text('masked_card_number').notNull(),
    /** Which PaymentProcessor charged it ('sandbox', 'stripe') and its reference there. */
    processor: text('processor').notNull(),
    transactionId: text('transaction_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orders_session_uq').on(t.sessionId), index('orders_user_idx').on(t.userId), index('orders_transaction_idx').on(t.transactionId)],
);

export type OrderRow = typeof orders.$inferSelect;

/** What a reader bought: read by research/access.ts as an entitlement of that reader to that content. */
export const purchases = pgTable(
  'purchases',
  {
    userId: text('user_id').notNull(),
    // No foreign key to the content tables: reseeding content must not drop what was bought.
    contentId: text('content_id').notNull(),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    purchasedAt: timestamp('purchased_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

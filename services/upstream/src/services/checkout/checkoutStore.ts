// Checkout sessions and orders, always by their owner: a session or order of another user is
// simply not found. The order's unique session id is what makes a checkout charge once.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CATALOGUE_CURRENCY } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { cartItems } from '../../db/schema.js';
import { findCatalogueItems } from '../cart/catalogue.js';
import { checkoutSessions, orders, purchases, type CheckoutLine, type OrderBilling, type OrderRow, type OrderStatus } from './db/schema.js';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/**
 * The lines of the user's cart that are for sale, priced by the catalogue (never by a client);
 * what the user bought already is left out, so nothing is bought twice.
 */
export async function pricedCart(db: Database, userId: string): Promise<CheckoutLine[]> {
  const [rows, bought] = await Promise.all([
    db.select({ contentId: cartItems.contentId }).from(cartItems).where(eq(cartItems.ownerKey, `user:${userId}`)).orderBy(cartItems.addedAt),
    purchasedContentIds(db, userId),
  ]);
  const catalogue = await findCatalogueItems(db, rows.map((row) => row.contentId));
  return rows.flatMap(({ contentId }) => {
    const item = catalogue.get(contentId);
    if (!item || bought.includes(contentId)) return [];
    return [{ contentId, kind: item.kind, cartType: item.cartType, title: item.title, path: item.path, priceCents: item.priceCents }];
  });
}

const sameLines = (a: readonly CheckoutLine[], b: readonly CheckoutLine[]) =>
  a.length === b.length && a.every((line, i) => line.contentId === b[i]!.contentId && line.priceCents === b[i]!.priceCents);

/**
 * The user's latest session when it is for these very lines and not yet decided (no order, or its
 * order pending): a reload of the checkout page gets it back instead of a second, payable session.
 */
export async function reusableSession(db: Database, userId: string, items: readonly CheckoutLine[]): Promise<{ session: CheckoutSessionRow; order: OrderRow | undefined } | undefined> {
  const [latest] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId)).orderBy(desc(checkoutSessions.createdAt)).limit(1);
  if (!latest || !sameLines(latest.items, items)) return undefined;
  const order = await findOrder(db, userId, latest.id);
  return !order || order.status === 'pending' ? { session: latest, order } : undefined;
}

export async function createSession(db: Database, userId: string, items: CheckoutLine[]): Promise<CheckoutSessionRow> {
  const totalCents = items.reduce((sum, item) => sum + item.priceCents, 0);
  const [row] = await db.insert(checkoutSessions).values({ userId, items, totalCents, currency: CATALOGUE_CURRENCY }).returning();
  return row!;
}

export async function findSession(db: Database, userId: string, sessionId: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
  return row;
}

export async function findOrder(db: Database, userId: string, sessionId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.sessionId, sessionId), eq(orders.userId, userId)));
  return row;
}

export interface NewOrder {
  session: CheckoutSessionRow;
  billing: OrderBilling;
  card: { brand: string; last4: string; masked: string };
  processor: string;
}

/**
 * The session's one order, created pending. `created` is false when it existed already (a double
 * submit, a reload, a concurrent request): the caller must then not charge.
 */
export async function placeOrder(db: Database, order: NewOrder): Promise<{ row: OrderRow; created: boolean }> {
  const { session } = order;
  const [inserted] = await db
    .insert(orders)
    .values({
      sessionId: session.id,
      userId: session.userId,
      status: 'pending',
      amountCents: session.totalCents,
      currency: session.currency,
      items: session.items,
      billing: order.billing,
      cardBrand: order.card.brand,
      cardLast4: order.card.last4,
      maskedCardNumber: order.card.masked,
      processor: order.processor,
    })
    .onConflictDoNothing({ target: orders.sessionId })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findOrder(db, session.userId, session.id);
  return { row: existing!, created: false };
}

/**
 * Moves a pending order to its outcome; the rows it returns are the order as it now is. A paid
 * order's items become the buyer's purchases and leave the buyer's cart, in the same transaction.
 * Only a pending order moves, so a late webhook cannot undo a decision.
 */
export async function settleOrder(
  db: Database,
  orderId: string,
  outcome: { status: OrderStatus; transactionId: string | null; failureReason?: string | null },
): Promise<{ row: OrderRow; settledNow: boolean }> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        status: outcome.status,
        transactionId: outcome.transactionId,
        failureReason: outcome.failureReason ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning();
    if (!updated) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
      return { row: row!, settledNow: false };
    }
    if (updated.status === 'paid') {
      const contentIds = updated.items.map((item) => item.contentId);
      if (contentIds.length > 0) {
        await tx
          .insert(purchases)
          .values(contentIds.map((contentId) => ({ userId: updated.userId, contentId, orderId: updated.id })))
          .onConflictDoNothing();
        await tx.delete(cartItems).where(and(eq(cartItems.ownerKey, `user:${updated.userId}`), inArray(cartItems.contentId, contentIds)));
      }
    }
    return { row: updated, settledNow: true };
  });
}

export async function findOrderByTransaction(db: Database, processor: string, transactionId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.processor, processor), eq(orders.transactionId, transactionId)));
  return row;
}

/** The content ids this user bought (research/access.ts: a purchase entitles its buyer). */
export async function purchasedContentIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ contentId: purchases.contentId }).from(purchases).where(eq(purchases.userId, userId));
  return rows.map((row) => row.contentId);
}

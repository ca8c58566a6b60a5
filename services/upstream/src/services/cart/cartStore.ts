// Cart items per owner key. Adding an item twice keeps one line: a cart holds content (reports,
// webinars...) that is bought once. Every write first locks the owner's cart row, so concurrent
// writes to one cart (two tabs) run one after the other and each answers the count it left.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, carts } from '../../db/schema.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function countCartItems(db: Database, ownerKey: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(cartItems).where(eq(cartItems.ownerKey, ownerKey));
  return row?.count ?? 0;
}

/** The content ids in the cart, oldest first. */
export async function listCartItemIds(db: Database, ownerKey: string): Promise<string[]> {
  const rows = await db
    .select({ contentId: cartItems.contentId })
    .from(cartItems)
    .where(eq(cartItems.ownerKey, ownerKey))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.contentId));
  return rows.map((row) => row.contentId);
}

/** Which of `contentIds` are in the cart. */
export async function cartHolds(db: Database, ownerKey: string, contentIds: readonly string[]): Promise<Set<string>> {
  if (contentIds.length === 0) return new Set();
  const rows = await db
    .select({ contentId: cartItems.contentId })
    .from(cartItems)
    .where(and(eq(cartItems.ownerKey, ownerKey), inArray(cartItems.contentId, [...contentIds])));
  return new Set(rows.map((row) => row.contentId));
}

/** Creates the owner's cart when missing and holds its row lock until the transaction ends. */
async function lockCart(tx: Transaction, ownerKey: string): Promise<void> {
  await tx.insert(carts).values({ ownerKey }).onConflictDoNothing();
  await tx.select({ ownerKey: carts.ownerKey }).from(carts).where(eq(carts.ownerKey, ownerKey)).for('update');
}

async function countIn(tx: Transaction, ownerKey: string): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(cartItems).where(eq(cartItems.ownerKey, ownerKey));
  return row?.count ?? 0;
}

/** Adds the item; returns whether it was new, and the cart's count afterwards. */
export async function addCartItem(db: Database, ownerKey: string, contentId: string): Promise<{ added: boolean; count: number }> {
  return db.transaction(async (tx) => {
    await lockCart(tx, ownerKey);
    const inserted = await tx
      .insert(cartItems)
      .values({ ownerKey, contentId })
      .onConflictDoNothing()
      .returning({ contentId: cartItems.contentId });
    return { added: inserted.length > 0, count: await countIn(tx, ownerKey) };
  });
}

/** Removes the item when present; returns the cart's count afterwards. */
export async function removeCartItem(db: Database, ownerKey: string, contentId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCart(tx, ownerKey);
    await tx.delete(cartItems).where(and(eq(cartItems.ownerKey, ownerKey), eq(cartItems.contentId, contentId)));
    return countIn(tx, ownerKey);
  });
}

/**
 * Moves the visitor's items the user may buy (`keep`) into the user's cart, once each, and deletes
 * the visitor's cart, in one transaction: a second merge of the same visitor (two sign-ins racing)
 * finds nothing left to move. Both carts are locked in one order, so two merges cannot deadlock.
 */
export async function mergeCarts(
  db: Database,
  visitorKey: string,
  userKey: string,
  keep: (contentIds: string[]) => Promise<Set<string>>,
): Promise<{ merged: number; count: number }> {
  return db.transaction(async (tx) => {
    for (const key of [visitorKey, userKey].sort()) await lockCart(tx, key);
    const visitorItems = (await tx.select({ contentId: cartItems.contentId }).from(cartItems).where(eq(cartItems.ownerKey, visitorKey))).map((row) => row.contentId);
    const wanted = visitorItems.length === 0 ? [] : [...(await keep(visitorItems))];
    const inserted =
      wanted.length === 0
        ? []
        : await tx
            .insert(cartItems)
            .values(wanted.map((contentId) => ({ ownerKey: userKey, contentId })))
            .onConflictDoNothing()
            .returning({ contentId: cartItems.contentId });
    // The items go with their cart (on delete cascade).
    await tx.delete(carts).where(eq(carts.ownerKey, visitorKey));
    return { merged: inserted.length, count: await countIn(tx, userKey) };
  });
}

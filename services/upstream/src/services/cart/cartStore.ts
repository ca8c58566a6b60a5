// Cart items per owner key. Adding an item twice keeps one line: a cart holds content (reports,
// webinars...) that is bought once.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, carts } from '../../db/schema.js';

export async function countCartItems(db: Database, ownerKey: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(cartItems).where(eq(cartItems.ownerKey, ownerKey));
  return row?.count ?? 0;
}

/** Adds the item; returns whether it was new, and the cart's count afterwards. */
export async function addCartItem(db: Database, ownerKey: string, contentId: string): Promise<{ added: boolean; count: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ ownerKey }).onConflictDoNothing();
    const inserted = await tx
      .insert(cartItems)
      .values({ ownerKey, contentId })
      .onConflictDoNothing()
      .returning({ contentId: cartItems.contentId });
    const [row] = await tx.select({ count: count() }).from(cartItems).where(eq(cartItems.ownerKey, ownerKey));
    return { added: inserted.length > 0, count: row?.count ?? 0 };
  });
}

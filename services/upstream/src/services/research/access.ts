// Who may read which research: packages/domain's entitlement rule (public for everyone; restricted
// for employees and for subscribers of one of the report's products), applied to the reader the
// user store knows by the verified caller id. The store, not any header, is the truth about a
// user's subscriptions, so a subscription removed there stops access at once. What a reader bought
// at checkout (the purchases table) entitles that reader to that report too, and so does a live
// courtesy view (a redeemed share ticket, shares-service) for as long as it lasts.
import type { Response } from 'express';
import { arrayOverlaps, eq, inArray, or, type SQL } from 'drizzle-orm';
import { canReadResearch, entitledProducts, RESEARCH_NOT_ACCESSIBLE_MESSAGE, type Entitled, type Reader } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import type { Caller } from '../../http/caller.js';
import { USER_CONTEXT_HEADER } from '../../http/caller.js';
import { cachePrivate, cachePublic } from '../../http/cacheControl.js';
import { findUserById } from '../auth/userStore.js';
import { purchasedContentIds } from '../checkout/checkoutStore.js';
import { courtesyViewsOf } from '../shares/shareStore.js';

export const NOT_ACCESSIBLE_MESSAGE = RESEARCH_NOT_ACCESSIBLE_MESSAGE;

/** The caller as entitlements see them: null when logged out or unknown to the user store. */
export async function readerOf(db: Database, caller: Caller): Promise<Reader | null> {
  return caller.userId === null ? null : readerById(db, caller.userId);
}

/** Any user as entitlements see them (the caller, or the person an employee's access check names). */
export async function readerById(db: Database, userId: string): Promise<Reader | null> {
  const [user, purchased, courtesy] = await Promise.all([
    findUserById(db, userId),
    purchasedContentIds(db, userId),
    courtesyViewsOf(db, userId, new Date()),
  ]);
  return user ? { userType: user.userType, subscriptions: user.subscriptions, purchased, courtesy: [...courtesy.keys()] } : null;
}

/** The report's id is required here, so no caller can forget the reader's purchases. */
export function canRead(reader: Reader | null, report: Entitled & { id: string }): boolean {
  return canReadResearch(reader, report);
}

/** The SQL condition for the research rows the reader may read (undefined: all of them). */
export function readableResearch(reader: Reader | null): SQL | undefined {
  // Restricted research of no product at all is still an employee's: they read everything.
  if (canReadResearch(reader, { access: 'restricted', products: [] })) return undefined;
  const products = entitledProducts(reader);
  const isPublic = eq(research.access, 'public');
  // Bought one at a time, or shared with the reader for a courtesy view: readable by id.
  const byId = [...(reader?.purchased ?? []), ...(reader?.courtesy ?? [])];
  const bought = byId.length ? [inArray(research.id, byId)] : [];
  return products.length === 0 && bought.length === 0 ? isPublic : or(isPublic, ...(products.length > 0 ? [arrayOverlaps(research.products, products)] : []), ...bought);
}

/**
 * The answer depends on who is asking; a response that holds restricted research must stay out of
 * shared caches.
 */
export function cacheResearch(res: Response, reports: Iterable<Pick<Entitled, 'access'>>): void {
  res.vary(USER_CONTEXT_HEADER);
  for (const report of reports) {
    if (report.access === 'restricted') return cachePrivate(res);
  }
  cachePublic(res);
}

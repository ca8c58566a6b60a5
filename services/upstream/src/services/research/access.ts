// Who may read which research: packages/domain's entitlement rule (public for everyone; restricted
// for employees and for subscribers of one of the report's products), applied to the reader the
// user store knows by the verified caller id. The store, not any header, is the truth about a
// user's subscriptions, so a subscription removed there stops access at once.
import type { Response } from 'express';
import { arrayOverlaps, eq, or, type SQL } from 'drizzle-orm';
import { canReadResearch, entitledProducts, RESEARCH_NOT_ACCESSIBLE_MESSAGE, type Entitled, type Reader } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import type { Caller } from '../../http/caller.js';
import { USER_CONTEXT_HEADER } from '../../http/caller.js';
import { cachePrivate, cachePublic } from '../../http/cacheControl.js';
import { findUserById } from '../auth/userStore.js';

export const NOT_ACCESSIBLE_MESSAGE = RESEARCH_NOT_ACCESSIBLE_MESSAGE;

/** The caller as entitlements see them: null when logged out or unknown to the user store. */
export async function readerOf(db: Database, caller: Caller): Promise<Reader | null> {
  if (caller.userId === null) return null;
  const user = await findUserById(db, caller.userId);
  return user ? { userType: user.userType, subscriptions: user.subscriptions } : null;
}

export function canRead(reader: Reader | null, report: Entitled): boolean {
  return canReadResearch(reader, report);
}

/** The SQL condition for the research rows the reader may read (undefined: all of them). */
export function readableResearch(reader: Reader | null): SQL | undefined {
  // Restricted research of no product at all is still an employee's: they read everything.
  if (canReadResearch(reader, { access: 'restricted', products: [] })) return undefined;
  const products = entitledProducts(reader);
  const isPublic = eq(research.access, 'public');
  return products.length === 0 ? isPublic : or(isPublic, arrayOverlaps(research.products, products));
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

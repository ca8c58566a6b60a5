// Reads and writes last-viewed rows. Always by the caller's own id (see lastViewedRouter).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lastViewed } from '../auth/db/schema.js';

export interface LastViewedEntry {
  contentId: string;
  /** ISO 8601 instant of the latest view. */
  dtaccessdate: string;
}

export async function recordView(db: Database, userId: string, contentId: string, at = new Date()): Promise<void> {
  await db
    .insert(lastViewed)
    .values({ userId, contentId, dtaccessdate: at })
    .onConflictDoUpdate({ target: [lastViewed.userId, lastViewed.contentId], set: { dtaccessdate: sql`excluded.dtaccessdate` } });
}

/** The user's `size` latest views, newest first. */
export async function recentViewsOf(db: Database, userId: string, size: number): Promise<LastViewedEntry[]> {
  const rows = await db
    .select({ contentId: lastViewed.contentId, dtaccessdate: lastViewed.dtaccessdate })
    .from(lastViewed)
    .where(eq(lastViewed.userId, userId))
    .orderBy(desc(lastViewed.dtaccessdate), desc(lastViewed.contentId))
    .limit(size);
  return rows.map((r) => ({ contentId: r.contentId, dtaccessdate: r.dtaccessdate.toISOString() }));
}

/** Entries only for the ids the user has viewed; ids never viewed are left out. */
export async function lastViewedOf(db: Database, userId: string, contentIds: readonly string[]): Promise<LastViewedEntry[]> {
  if (contentIds.length === 0) return [];
  const rows = await db
    .select({ contentId: lastViewed.contentId, dtaccessdate: lastViewed.dtaccessdate })
    .from(lastViewed)
    .where(and(eq(lastViewed.userId, userId), inArray(lastViewed.contentId, [...contentIds])));
  return rows.map((r) => ({ contentId: r.contentId, dtaccessdate: r.dtaccessdate.toISOString() }));
}

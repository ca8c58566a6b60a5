// What each user follows: analysts and topics, one row per alert. Every query is scoped to the
// caller's user id, so no one reads or deletes another user's alerts.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AlertDto, AnalystAlertDto, TopicAlertDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { webAlerts, type WebAlertRow } from './db/schema.js';

/** A row of followAnalysts. */
export const toAnalystAlertDto = (row: WebAlertRow): AnalystAlertDto => ({ alertId: row.id, analystId: row.analystId ?? '' });
/** A row of followTopics. */
export const toTopicAlertDto = (row: WebAlertRow): TopicAlertDto => ({ alertId: row.id, searchString: row.searchString ?? '' });

export function toAlertDto(row: WebAlertRow): AlertDto {
  return row.analystId !== null ? toAnalystAlertDto(row) : toTopicAlertDto(row);
}

/** Raised when following would take the user past a limit; the router turns it into a 400. */
export class FollowLimitReached extends Error {}

export async function listAlerts(db: Database, userId: string): Promise<WebAlertRow[]> {
  return db.select().from(webAlerts).where(eq(webAlerts.userId, userId)).orderBy(asc(webAlerts.createdAt), asc(webAlerts.id));
}

// Alerts of one request a millisecond apart, so the list keeps the order they were followed in.
function createdTimes(count: number): Date[] {
  const start = Date.now();
  return Array.from({ length: count }, (_, i) => new Date(start + i));
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// One follow request per user at a time, so two concurrent requests cannot both pass the limit.
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`web_alerts:${userId}`}))`);
}

/**
 * Follows the analysts (ids already checked to exist and be active); ones already followed keep
 * their alert. Returns the alerts of the ids asked, in their order.
 */
export async function followAnalysts(db: Database, userId: string, analystIds: readonly string[], max: number): Promise<WebAlertRow[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const mine = and(eq(webAlerts.userId, userId), isNotNull(webAlerts.analystId));
    const existing = await tx.select().from(webAlerts).where(and(mine, inArray(webAlerts.analystId, [...analystIds])));
    const known = new Set(existing.map((row) => row.analystId));
    const fresh = analystIds.filter((id) => !known.has(id));
    if (fresh.length > 0) {
      const [{ n }] = await tx.select({ n: count() }).from(webAlerts).where(mine);
      if (n + fresh.length > max) throw new FollowLimitReached();
      const times = createdTimes(fresh.length);
      await tx
        .insert(webAlerts)
        .values(fresh.map((analystId, i) => ({ id: randomUUID(), userId, analystId, createdAt: times[i] })))
        .onConflictDoNothing();
    }
    const rows = await tx.select().from(webAlerts).where(and(mine, inArray(webAlerts.analystId, [...analystIds])));
    const byAnalyst = new Map(rows.map((row) => [row.analystId, row]));
    return analystIds.map((id) => byAnalyst.get(id)).filter((row): row is WebAlertRow => row !== undefined);
  });
}

/** The same for topics, compared case-insensitively; the first spelling followed is kept. */
export async function followTopics(db: Database, userId: string, topics: readonly string[], max: number): Promise<WebAlertRow[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const mine = and(eq(webAlerts.userId, userId), isNotNull(webAlerts.searchString));
    const all = await tx.select().from(webAlerts).where(mine);
    const known = new Set(all.map((row) => row.searchString!.toLowerCase()));
    const fresh = topics.filter((topic) => !known.has(topic.toLowerCase()));
    if (fresh.length > 0) {
      if (all.length + fresh.length > max) throw new FollowLimitReached();
      const times = createdTimes(fresh.length);
      await tx
        .insert(webAlerts)
        .values(fresh.map((searchString, i) => ({ id: randomUUID(), userId, searchString, createdAt: times[i] })))
        .onConflictDoNothing();
    }
    const rows = await tx.select().from(webAlerts).where(mine);
    const byTopic = new Map(rows.map((row) => [row.searchString!.toLowerCase(), row]));
    return topics.map((topic) => byTopic.get(topic.toLowerCase())).filter((row): row is WebAlertRow => row !== undefined);
  });
}

/** Deletes the caller's alert; false when there is no such alert of theirs (someone else's included). */
export async function deleteAlert(db: Database, userId: string, alertId: string): Promise<boolean> {
  const deleted = await db
    .delete(webAlerts)
    .where(and(eq(webAlerts.id, alertId), eq(webAlerts.userId, userId)))
    .returning({ id: webAlerts.id });
  return deleted.length > 0;
}

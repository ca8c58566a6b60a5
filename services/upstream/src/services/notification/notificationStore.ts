// One user's header notifications (spec 3 §3, §4, §7): list, mark a list read, delete all. Every
// statement names the owner, so no one reads or changes another user's notifications.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { NotificationDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { notifications, type NotificationRow } from '../accountExtras/db/schema.js';

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return { id: row.id, title: row.title, message: row.message, link: row.link, isRead: row.isRead, createdAt: row.createdAt.toISOString() };
}

export async function listNotifications(db: Database, userId: string): Promise<NotificationDto[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(toNotificationDto);
}

/**
 * Marks the caller's notifications of `ids` read, all or none: the ids not the caller's (someone
 * else's or missing) are answered, and then nothing is changed.
 */
export async function markRead(db: Database, userId: string, ids: readonly number[]): Promise<{ missing: number[] } | { updated: NotificationDto[] }> {
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
    const ownedIds = new Set(owned.map((row) => row.id));
    const missing = ids.filter((id) => !ownedIds.has(id));
    if (missing.length > 0) return { missing };
    const rows = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])))
      .returning();
    const byId = new Map(rows.map((row) => [row.id, toNotificationDto(row)]));
    return { updated: ids.map((id) => byId.get(id)!) };
  });
}

export async function deleteAll(db: Database, userId: string): Promise<number> {
  const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return rows.length;
}

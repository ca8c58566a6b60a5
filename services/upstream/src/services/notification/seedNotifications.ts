// First notifications of the demo users, so the header has something to show on a local run and
// in the tests. Seeded once per user (notification_seeds): a "delete all" stays deleted across
// restarts.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notificationSeeds, notifications } from '../accountExtras/db/schema.js';

const FIRST_NOTIFICATIONS = [
  { title: 'New research from an analyst you follow', message: 'A new report on customer experience priorities has been published.', link: '/insights/latest-research/' },
  { title: 'Upcoming webinar', message: 'Register for next month\u2019s webinar on planning for the year ahead.', link: '/webinar/upcoming' },
  { title: 'Your product registration', message: 'Register the products your company bought on the products page.', link: '/my-account/products' },
];

export async function seedNotifications(db: Database, userIds: readonly string[], now = new Date()): Promise<void> {
  if (userIds.length === 0) return;
  await db.transaction(async (tx) => {
    const seeded = new Set((await tx.select({ userId: notificationSeeds.userId }).from(notificationSeeds).where(inArray(notificationSeeds.userId, [...userIds]))).map((r) => r.userId));
    const todo = userIds.filter((id) => !seeded.has(id));
    if (todo.length === 0) return;
    await tx.insert(notifications).values(
      todo.flatMap((userId) =>
        FIRST_NOTIFICATIONS.map((n, i) => ({ ...n, userId, createdAt: new Date(now.getTime() - (i + 1) * 3_600_000) })),
      ),
    );
    await tx.insert(notificationSeeds).values(todo.map((userId) => ({ userId }))).onConflictDoNothing();
  });
}

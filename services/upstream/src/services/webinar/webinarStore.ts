// Webinars by content id (WEB…), many at a time in one query, with their hosts' names.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { analysts, webinars } from '../../db/schema.js';
import { contentHeadOf } from '../contentHead.js';
import type { WebinarDto } from '@portal/contracts';

export async function findWebinars(db: Database, ids: readonly string[], now: Date = new Date()): Promise<Map<string, WebinarDto>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(webinars).where(inArray(webinars.id, [...ids]));
  const hostIds = [...new Set(rows.flatMap((row) => row.hostAnalystIds))];
  const hosts = hostIds.length === 0 ? [] : await db.select({ id: analysts.id, fullName: analysts.fullName }).from(analysts).where(inArray(analysts.id, hostIds));
  const nameOf = new Map(hosts.map((h) => [h.id, h.fullName]));
  return new Map(
    rows.map((row): [string, WebinarDto] => [
      row.id,
      {
        ...contentHeadOf(row),
        webinarType: row.webinarType,
        // Still joinable while it runs: past only once it has ended.
        webinarStatus: row.endDate.getTime() > now.getTime() ? 'upcoming' : 'past',
        startDate: row.startDate.toISOString(),
        endDate: row.endDate.toISOString(),
        eventStartDateTime: row.startDate.toISOString(),
        duration: row.duration,
        price: row.price,
        participationDetails: row.participationDetails,
        location: 'Online',
        editorialImage: row.editorialImage,
        hostAnalysts: row.hostAnalystIds.filter((id) => nameOf.has(id)).map((id) => ({ contentId: id, fullName: nameOf.get(id)! })),
        topics: row.topics,
      },
    ]),
  );
}

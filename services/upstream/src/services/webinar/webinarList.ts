// One page of webinars or peer discussions of a tab: upcoming (not yet ended) soonest first, on
// demand (ended) newest first; the id breaks ties so that pages never overlap.
import { and, arrayContains, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { WebinarDto, WebinarListParams, WebinarListResponseDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { webinars } from '../../db/schema.js';
import { findWebinars } from './webinarStore.js';

export async function listWebinars(db: Database, { type, webinarType, page, size, hostId }: WebinarListParams, now: Date = new Date()): Promise<WebinarListResponseDto> {
  // The same boundary as WebinarDto.webinarStatus: still upcoming while it runs.
  const where = and(
    eq(webinars.webinarType, webinarType),
    type === 'upcoming' ? gt(webinars.endDate, now) : lte(webinars.endDate, now),
    hostId === undefined ? undefined : arrayContains(webinars.hostAnalystIds, [hostId]),
  );
  const order = type === 'upcoming' ? [asc(webinars.startDate), asc(webinars.id)] : [desc(webinars.startDate), desc(webinars.id)];
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: webinars.id }).from(webinars).where(where).orderBy(...order).limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(webinars).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const found = await findWebinars(db, ids, now);
  const content = ids.map((id) => found.get(id)).filter((webinar): webinar is WebinarDto => webinar !== undefined);
  return { content, totalElements: total, page, size };
}

// Related webinars of a webinar page (spec 3 §3 "content.relatedWebinars is split into upcoming and
// ondemand lists"): the same kind (webinar or peer discussion) on the same function, itself left
// out; upcoming soonest first, on demand newest first.
import { and, asc, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { RelatedWebinarsDto, WebinarDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { webinars } from '../../db/schema.js';
import { findWebinars } from './webinarStore.js';

export async function relatedWebinars(db: Database, webinar: WebinarDto, size: number, now: Date = new Date()): Promise<RelatedWebinarsDto> {
  const [row] = await db.select({ functionSlug: webinars.functionSlug }).from(webinars).where(eq(webinars.id, webinar.contentId));
  if (!row) return { upcoming: [], ondemand: [] };
  const sameKind = and(ne(webinars.id, webinar.contentId), eq(webinars.webinarType, webinar.webinarType), eq(webinars.functionSlug, row.functionSlug));
  const [upcomingIds, ondemandIds] = await Promise.all([
    db.select({ id: webinars.id }).from(webinars).where(and(sameKind, gt(webinars.endDate, now))).orderBy(asc(webinars.startDate), asc(webinars.id)).limit(size),
    db.select({ id: webinars.id }).from(webinars).where(and(sameKind, lte(webinars.endDate, now))).orderBy(desc(webinars.startDate), desc(webinars.id)).limit(size),
  ]);
  const found = await findWebinars(db, [...upcomingIds, ...ondemandIds].map((r) => r.id), now);
  const pick = (ids: { id: string }[]) => ids.map((r) => found.get(r.id)).filter((w): w is WebinarDto => w !== undefined);
  return { upcoming: pick(upcomingIds), ondemand: pick(ondemandIds) };
}

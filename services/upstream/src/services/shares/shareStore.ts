// Research shares and the courtesy views they grant. Every query about shares is scoped to the
// caller (a creator lists and revokes only their own); a redemption is found by the ticket's hash
// alone. Times come from the caller (`now`), so tests decide the clock without waiting.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { SHARE_TICKET_BYTES, contentPath, shareStatusOf } from '@portal/domain';
import type { CourtesyViewDto, ResearchShareDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import { courtesyGrants, researchShares, type CourtesyGrantRow, type ResearchShareRow } from './db/schema.js';
import type { ShareSettings } from './shareSettings.js';
import { hashSecretToken, issueSecretToken, secretTokenMatches } from '../../http/secretTokens.js';

const seconds = (at: Date, n: number) => new Date(at.getTime() + n * 1000);

export async function createShare(db: Database, creatorId: string, contentId: string, settings: ShareSettings, now: Date): Promise<{ row: ResearchShareRow; ticket: string }> {
  const { token: ticket, hash } = issueSecretToken(SHARE_TICKET_BYTES);
  const [row] = await db
    .insert(researchShares)
    .values({ id: randomUUID(), ticketHash: hash, creatorId, contentId, createdAt: now, expiresAt: seconds(now, settings.ticketTtlSeconds) })
    .returning();
  return { row: row!, ticket };
}

/** The creator's shares, newest first, with their report's title and how many readers each let in. */
export async function listShares(db: Database, creatorId: string, now: Date): Promise<ResearchShareDto[]> {
  const rows = await db
    .select({ share: researchShares, title: research.title, slug: research.slug })
    .from(researchShares)
    .innerJoin(research, eq(research.id, researchShares.contentId))
    .where(eq(researchShares.creatorId, creatorId))
    .orderBy(desc(researchShares.createdAt))
    .limit(100);
  const readers = await readersOf(db, rows.map((row) => row.share.id));
  return rows.map(({ share, title, slug }) => toShareDto(share, { title, path: contentPath(share.contentId, slug) }, readers.get(share.id) ?? 0, now));
}

export function toShareDto(share: ResearchShareRow, report: { title: string; path: string }, readers: number, now: Date): ResearchShareDto {
  return {
    id: share.id,
    contentId: share.contentId,
    title: report.title,
    path: report.path,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    revokedAt: share.revokedAt?.toISOString() ?? null,
    status: shareStatusOf(share, now),
    readers,
  };
}

async function readersOf(db: Database, shareIds: readonly string[]): Promise<Map<string, number>> {
  if (shareIds.length === 0) return new Map();
  const rows = await db
    .select({ shareId: courtesyGrants.shareId, readers: count() })
    .from(courtesyGrants)
    .where(inArray(courtesyGrants.shareId, [...shareIds]))
    .groupBy(courtesyGrants.shareId);
  return new Map(rows.map((row) => [row.shareId, row.readers]));
}

/** Revokes the creator's share (again is no error); false when they have none with this id. */
export async function revokeShare(db: Database, creatorId: string, id: string, now: Date): Promise<boolean> {
  const [share] = await db.select().from(researchShares).where(and(eq(researchShares.id, id), eq(researchShares.creatorId, creatorId)));
  if (!share) return false;
  if (!share.revokedAt) await db.update(researchShares).set({ revokedAt: now }).where(eq(researchShares.id, id));
  return true;
}

export type Redemption =
  | { kind: 'granted'; share: ResearchShareRow; grant: CourtesyGrantRow }
  | { kind: 'invalid' | 'revoked' | 'expired' | 'usedUp' | 'ended' };

/**
 * The reader's courtesy view by this ticket: the one they hold already (opening the link again
 * neither extends nor spends anything), else a new one while the ticket lasts and has readers to
 * spare. A ticket for another report than `expectedContentId` is as unknown as a forged one.
 */
export async function redeemTicket(
  db: Database,
  userId: string,
  ticket: string,
  expectedContentId: string | undefined,
  settings: ShareSettings,
  now: Date,
): Promise<Redemption> {
  const [share] = await db.select().from(researchShares).where(eq(researchShares.ticketHash, hashSecretToken(ticket)));
  if (!share || !secretTokenMatches(ticket, share.ticketHash) || (expectedContentId !== undefined && expectedContentId !== share.contentId)) return { kind: 'invalid' };
  if (share.revokedAt) return { kind: 'revoked' };
  const held = await grantOf(db, share.id, userId);
  if (held) return held.expiresAt > now ? { kind: 'granted', share, grant: held } : { kind: 'ended' };
  if (share.expiresAt <= now) return { kind: 'expired' };
  const [{ readers } = { readers: 0 }] = await db.select({ readers: count() }).from(courtesyGrants).where(eq(courtesyGrants.shareId, share.id));
  if (readers >= settings.maxReaders) return { kind: 'usedUp' };
  const [inserted] = await db
    .insert(courtesyGrants)
    .values({ shareId: share.id, userId, contentId: share.contentId, grantedAt: now, expiresAt: seconds(now, settings.courtesySeconds) })
    .onConflictDoNothing()
    .returning();
  // A second tab redeeming at the same moment: the first grant stands.
  const grant = inserted ?? (await grantOf(db, share.id, userId));
  return grant ? { kind: 'granted', share, grant } : { kind: 'invalid' };
}

async function grantOf(db: Database, shareId: string, userId: string): Promise<CourtesyGrantRow | undefined> {
  const [grant] = await db.select().from(courtesyGrants).where(and(eq(courtesyGrants.shareId, shareId), eq(courtesyGrants.userId, userId)));
  return grant;
}

/** The reader's live courtesy views (unexpired, their share not revoked), latest end per report; only of `contentIds` when given. */
export async function courtesyViewsOf(db: Database, userId: string, now: Date, contentIds?: readonly string[]): Promise<Map<string, CourtesyViewDto>> {
  const conditions = [eq(courtesyGrants.userId, userId), gt(courtesyGrants.expiresAt, now), isNull(researchShares.revokedAt)];
  if (contentIds) {
    if (contentIds.length === 0) return new Map();
    conditions.push(inArray(courtesyGrants.contentId, [...contentIds]));
  }
  const rows = await db
    .select({ contentId: courtesyGrants.contentId, grantedAt: courtesyGrants.grantedAt, expiresAt: courtesyGrants.expiresAt })
    .from(courtesyGrants)
    .innerJoin(researchShares, eq(researchShares.id, courtesyGrants.shareId))
    .where(and(...conditions));
  const views = new Map<string, CourtesyViewDto>();
  for (const row of rows) {
    const known = views.get(row.contentId);
    if (known && known.expiresAt >= row.expiresAt.toISOString()) continue;
    views.set(row.contentId, { grantedAt: row.grantedAt.toISOString(), expiresAt: row.expiresAt.toISOString() });
  }
  return views;
}

// Reprint and preview tokens: issued by a reprint user for one report, found again by the token's
// hash alone. Times come from the caller (`now`), so tests decide the clock without waiting.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import { REPRINT_TOKEN_BYTES, contentPath, shareStatusOf, type ReprintTokenKind } from '@portal/domain';
import type { ReprintTokenListingDto } from '@portal/contracts';
import { hashSecretToken, issueSecretToken, secretTokenMatches } from '../../http/secretTokens.js';
import { reprintTokens, type ReprintTokenRow } from './db/schema.js';
import type { ReprintSettings } from './reprintSettings.js';

export async function issueReprintToken(
  db: Database,
  issuerId: string,
  contentId: string,
  kind: ReprintTokenKind,
  settings: ReprintSettings,
  now: Date,
): Promise<{ row: ReprintTokenRow; token: string }> {
  const { token, hash } = issueSecretToken(REPRINT_TOKEN_BYTES);
  const expiresAt = new Date(now.getTime() + settings[kind].ttlSeconds * 1000);
  const [row] = await db.insert(reprintTokens).values({ id: randomUUID(), tokenHash: hash, kind, issuerId, contentId, createdAt: now, expiresAt }).returning();
  return { row: row!, token };
}

export type TokenCheck = { kind: 'granted'; row: ReprintTokenRow } | { kind: 'invalid' | 'expired' | 'revoked' };

/**
 * What `token` lets its bearer do with `contentId`: read it (granted), or why not. A token of another
 * kind than it was sent as, or for another report, is as unknown as a forged one: nothing tells a
 * guesser that it exists.
 */
export async function checkReprintToken(db: Database, token: string, sentAs: ReprintTokenKind, contentId: string, now: Date): Promise<TokenCheck> {
  const [row] = await db.select().from(reprintTokens).where(eq(reprintTokens.tokenHash, hashSecretToken(token)));
  if (!row || !secretTokenMatches(token, row.tokenHash) || row.kind !== sentAs || row.contentId !== contentId) return { kind: 'invalid' };
  if (row.revokedAt) return { kind: 'revoked' };
  if (row.expiresAt <= now) return { kind: 'expired' };
  return { kind: 'granted', row };
}

/** The report a live token of this kind opens, or null (unknown, withdrawn or expired). */
export async function reportOfReprintToken(db: Database, token: string, sentAs: ReprintTokenKind, now: Date): Promise<string | null> {
  const [row] = await db.select().from(reprintTokens).where(eq(reprintTokens.tokenHash, hashSecretToken(token)));
  return row && secretTokenMatches(token, row.tokenHash) && row.kind === sentAs && !row.revokedAt && row.expiresAt > now ? row.contentId : null;
}

/** The issuer's tokens, newest first, with their report's title and page; never a token. */
export async function listReprintTokens(db: Database, issuerId: string, now: Date): Promise<ReprintTokenListingDto[]> {
  const rows = await db
    .select({ token: reprintTokens, title: research.title, slug: research.slug })
    .from(reprintTokens)
    .innerJoin(research, eq(research.id, reprintTokens.contentId))
    .where(eq(reprintTokens.issuerId, issuerId))
    .orderBy(desc(reprintTokens.createdAt), desc(reprintTokens.id))
    .limit(100);
  return rows.map(({ token, title, slug }) => ({
    id: token.id,
    contentId: token.contentId,
    title,
    path: contentPath(token.contentId, slug),
    kind: token.kind,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
    revokedAt: token.revokedAt?.toISOString() ?? null,
    // The same three states a share link has.
    status: shareStatusOf(token, now),
  }));
}

/** Withdraws the issuer's token `id` (again is a no-op); false when no token of theirs has that id. */
export async function revokeReprintToken(db: Database, issuerId: string, id: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(reprintTokens).where(and(eq(reprintTokens.id, id), eq(reprintTokens.issuerId, issuerId)));
  if (!row) return false;
  if (!row.revokedAt) await db.update(reprintTokens).set({ revokedAt: now }).where(eq(reprintTokens.id, id));
  return true;
}

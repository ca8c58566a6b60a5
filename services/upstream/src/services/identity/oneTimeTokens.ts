// One-time tokens for e-mailed links (passwordless sign-in, password reset): 32 random bytes,
// only their SHA-256 stored (http/secretTokens.ts, as every bearer secret). A token is taken once, atomically (UPDATE ... WHERE used_at IS NULL),
// so two clicks racing each other cannot both succeed; an expired one is refused.
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { hashSecretToken, issueSecretToken } from '../../http/secretTokens.js';
import { identityTokens, type TokenPurpose } from './db/schema.js';

export const PASSWORDLESS_TTL_MS = 15 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
const TOKEN_BYTES = 32;
// base64url of 32 bytes: anything else is refused before a query.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

export async function issueToken(db: Database, purpose: TokenPurpose, user: { id: string; email: string }, ttlMs: number, now = new Date()): Promise<string> {
  const { token, hash } = issueSecretToken(TOKEN_BYTES);
  await db.insert(identityTokens).values({
    tokenHash: hash,
    purpose,
    userId: user.id,
    email: user.email,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

export interface TokenHolder {
  userId: string;
  email: string;
}

function usable(purpose: TokenPurpose, token: string, now: Date) {
  return and(eq(identityTokens.tokenHash, hashSecretToken(token)), eq(identityTokens.purpose, purpose), isNull(identityTokens.usedAt), gt(identityTokens.expiresAt, now));
}

/** Who the token is for, if it is unused and unexpired; it stays usable. */
export async function peekToken(db: Database, purpose: TokenPurpose, token: unknown, now = new Date()): Promise<TokenHolder | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db.select({ userId: identityTokens.userId, email: identityTokens.email }).from(identityTokens).where(usable(purpose, token, now)).limit(1);
  return row;
}

/** Uses the token up: who it was for, or undefined when unknown, used or expired. */
export async function takeToken(db: Database, purpose: TokenPurpose, token: unknown, now = new Date()): Promise<TokenHolder | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db
    .update(identityTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(purpose, token, now))
    .returning({ userId: identityTokens.userId, email: identityTokens.email });
  return row;
}

/** Ends every open token of one purpose for a user (a new reset link replaces the old ones). */
export async function revokeTokens(db: Database, purpose: TokenPurpose, userId: string): Promise<void> {
  await db
    .update(identityTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(identityTokens.userId, userId), eq(identityTokens.purpose, purpose), isNull(identityTokens.usedAt)));
}

/** How many tokens of one purpose a user was sent since `since` (to throttle e-mailed links). */
export async function tokensIssuedSince(db: Database, purpose: TokenPurpose, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identityTokens)
    .where(and(eq(identityTokens.userId, userId), eq(identityTokens.purpose, purpose), gt(identityTokens.createdAt, since)));
  return Number(row?.n ?? 0);
}

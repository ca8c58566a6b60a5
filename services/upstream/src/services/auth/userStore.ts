// Reads the auth service's users: by e-mail for the login form, by id for session verify and the
// provider's claims.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authUsers, userExperiences } from './db/schema.js';
import { dummyPasswordHash, verifyPassword } from './password.js';

export type AuthUser = typeof authUsers.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Database, id: string): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, normaliseEmail(email))).limit(1);
  return user;
}

/** The user whose e-mail and password match, or undefined; the same work either way. */
export async function authenticate(db: Database, email: string, password: string): Promise<AuthUser | undefined> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  return user && ok ? user : undefined;
}

/** The user's experience codes (spec 1 §3 userExperiences), in a stable order. */
export async function experiencesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ code: userExperiences.code }).from(userExperiences).where(eq(userExperiences.userId, userId)).orderBy(userExperiences.code);
  return rows.map((row) => row.code);
}

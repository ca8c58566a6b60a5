// A user's consent entries. Reads and writes take the caller's id only (see requireUser).
import { eq, sql } from 'drizzle-orm';
import type { ConsentEntry } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { consentPreferences } from '../auth/db/schema.js';

export async function readConsent(db: Database, userId: string): Promise<ConsentEntry[]> {
  return db
    .select({ preferenceId: consentPreferences.preferenceId, value: consentPreferences.value })
    .from(consentPreferences)
    .where(eq(consentPreferences.userId, userId))
    .orderBy(consentPreferences.preferenceId);
}

/** Upserts the given entries; ids not named keep their stored value. */
export async function saveConsent(db: Database, userId: string, entries: readonly ConsentEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(consentPreferences)
    .values(entries.map((e) => ({ userId, preferenceId: e.preferenceId, value: e.value })))
    .onConflictDoUpdate({
      target: [consentPreferences.userId, consentPreferences.preferenceId],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

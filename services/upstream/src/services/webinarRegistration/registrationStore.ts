// Registrations by user: one per user and webinar, so registering twice answers the first one.
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webinarRegistrations, type WebinarRegistrationRow } from './db/schema.js';

const PASSCODE_DIGITS = 8;

/** A random numeric passcode (what attendees type into the webinar platform). */
function newPasscode(): string {
  return String(randomInt(0, 10 ** PASSCODE_DIGITS)).padStart(PASSCODE_DIGITS, '0');
}

/** The platform's event code: the webinar's number, so support can find the event from it. */
export function eventCodeOf(webinarId: string): string {
  return `EVT-${webinarId.replace(/^WEB/, '')}`;
}

export async function findRegistrations(db: Database, userId: string, webinarIds: readonly string[]): Promise<WebinarRegistrationRow[]> {
  if (webinarIds.length === 0) return [];
  return db
    .select()
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.userId, userId), inArray(webinarRegistrations.webinarId, [...webinarIds])));
}

/** Registers the user, or returns their existing registration; `created` tells which. */
export async function register(db: Database, userId: string, webinarId: string): Promise<{ row: WebinarRegistrationRow; created: boolean }> {
  const [inserted] = await db
    .insert(webinarRegistrations)
    .values({ userId, webinarId, passcode: newPasscode(), eventCode: eventCodeOf(webinarId) })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await findRegistrations(db, userId, [webinarId]);
  return { row: existing!, created: false };
}

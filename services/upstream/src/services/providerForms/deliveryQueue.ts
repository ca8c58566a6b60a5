// The delivery queue of the form submissions: a transactional outbox over form_submissions. The
// row a submission inserts is its queue entry, so a submission is never stored without being
// queued nor queued without being stored. A dispatcher claims due rows (queued, next_attempt_at
// passed, no live lease) with FOR UPDATE SKIP LOCKED and a lease (locked_until), so several
// upstream processes on one database never take the same row; sends each; marks it delivered,
// or counts the failure and pushes next_attempt_at back (backoff doubling to a cap). A process
// that died mid-send leaves a lease that simply expires, and the row is taken again: at least
// once, with the same Message-ID (deliveryMessage.ts), so a resend is recognisable.
//
// Why not a queue library: pg-boss and graphile-worker each connect to a PostgreSQL server through
// their own pool, which PGlite (in-process, the embedded default) is not, and each keeps a schema
// and migration history of its own beside drizzle's one history; BullMQ needs Redis, which is
// optional here, and would put the submission and its queue entry in two stores (a crash between
// the two writes loses one). Three small statements over the table we already own do it, on both.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { formSubmissions, type FormSubmissionRow } from './db/schema.js';
import { retryDelayMs, type DeliverySettings } from './deliverySettings.js';

/** Claims up to `limit` due rows for `leaseMs` from `now`; rows another dispatcher holds are skipped. */
export async function claimDueSubmissions(db: Database, now: Date, leaseMs: number, limit: number): Promise<FormSubmissionRow[]> {
  const due = db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.deliveryState, 'queued'),
        lte(formSubmissions.nextAttemptAt, now),
        or(isNull(formSubmissions.lockedUntil), lt(formSubmissions.lockedUntil, now)),
      ),
    )
    .orderBy(asc(formSubmissions.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(formSubmissions)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(formSubmissions.id, due))
    .returning();
}

export async function markDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(formSubmissions)
    .set({ deliveryState: 'delivered', deliveredAt: now, attempts: sql`${formSubmissions.attempts} + 1`, lockedUntil: null, lastError: null })
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.deliveryState, 'queued')));
}

/** Counts a failed attempt and schedules the next one; returns the wait before it. */
export async function markFailed(db: Database, row: Pick<FormSubmissionRow, 'id' | 'attempts'>, now: Date, reason: string, settings: DeliverySettings): Promise<number> {
  const attempts = row.attempts + 1;
  const wait = retryDelayMs(attempts, settings);
  await db
    .update(formSubmissions)
    .set({ attempts, nextAttemptAt: new Date(now.getTime() + wait), lockedUntil: null, lastError: reason })
    .where(and(eq(formSubmissions.id, row.id), eq(formSubmissions.deliveryState, 'queued')));
  return wait;
}

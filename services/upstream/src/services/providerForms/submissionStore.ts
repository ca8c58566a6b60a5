// The stored submissions and the saved company information. A submission is one INSERT (the row
// is also its queue entry, deliveryQueue.ts): once it returns, the submission is kept and queued.
import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { SUBMISSIONS_PAGE_SIZE, type FormSubmissionDto } from '@portal/contracts';
import type { SubmissionDeliveryState } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { formSubmissions, savedCompanyInfo, type FormSubmissionRow } from './db/schema.js';
import { submissionMessageId } from './deliveryMessage.js';

export interface NewSubmission {
  kind: FormSubmissionRow['kind'];
  userId: string | null;
  email: string;
  label: string;
  subject: string;
  payload: Record<string, unknown>;
}

/**
 * Stores (and so queues) a submission; with `companyInfo`, saves the submitter's company info in
 * the same transaction, so a briefing is never kept without what it asked to save, nor the reverse.
 */
export async function storeSubmission(db: Database, submission: NewSubmission, companyInfo?: Record<string, string>): Promise<string> {
  const id = randomUUID();
  // Due at once, by the clock the dispatchers compare with (the database's now() has microseconds
  // a JavaScript Date lacks, which would put a new row a fraction of a millisecond in the future).
  const now = new Date();
  const row = { id, ...submission, messageId: submissionMessageId(id), createdAt: now, nextAttemptAt: now };
  if (!companyInfo || submission.userId === null) {
    await db.insert(formSubmissions).values(row);
    return id;
  }
  const userId = submission.userId;
  await db.transaction(async (tx) => {
    await tx.insert(formSubmissions).values(row);
    const updatedAt = new Date();
    await tx.insert(savedCompanyInfo).values({ userId, info: companyInfo, updatedAt }).onConflictDoUpdate({ target: savedCompanyInfo.userId, set: { info: companyInfo, updatedAt } });
  });
  return id;
}

export function toSubmissionDto(row: FormSubmissionRow): FormSubmissionDto {
  return {
    submissionId: row.id,
    kind: row.kind,
    label: row.label,
    subject: row.subject,
    userId: row.userId,
    email: row.email,
    submittedAt: row.createdAt.toISOString(),
    deliveryState: row.deliveryState,
    attempts: row.attempts,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

/** Newest first, a page at a time, optionally of one delivery state. */
export async function listSubmissions(db: Database, page: number, state?: SubmissionDeliveryState) {
  const where = state ? eq(formSubmissions.deliveryState, state) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(SUBMISSIONS_PAGE_SIZE)
      .offset((page - 1) * SUBMISSIONS_PAGE_SIZE),
    db.select({ total: count() }).from(formSubmissions).where(where),
  ]);
  return { items: rows.map(toSubmissionDto), page, pagesTotal: Math.ceil(total / SUBMISSIONS_PAGE_SIZE), total };
}

export async function companyInfoOf(db: Database, userId: string): Promise<Record<string, string> | null> {
  const [row] = await db.select().from(savedCompanyInfo).where(eq(savedCompanyInfo.userId, userId)).limit(1);
  return row?.info ?? null;
}

// Net Promoter Score answers, one per reader per period: the first answer starts the period
// (NPS_ANSWER_PERIOD_DAYS); a later one within it replaces the score and comment and keeps what it
// replaced as a revision; one after it starts a new period with a row of its own. Every query is
// scoped to the caller's user id.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { NpsAnswerDto } from '@portal/contracts';
import { NPS_ANSWER_PERIOD_DAYS, storedNpsComment, type NetPromoterScoreFormValues } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { npsAnswerRevisions, npsAnswers, type NpsAnswerRow } from './db/schema.js';

const PERIOD_MS = NPS_ANSWER_PERIOD_DAYS * 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function toNpsAnswerDto(row: NpsAnswerRow): NpsAnswerDto {
  return {
    score: row.score,
    comment: row.comment,
    answeredAt: row.answeredAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revision,
    periodEndsAt: new Date(row.answeredAt.getTime() + PERIOD_MS).toISOString(),
  };
}

/** The caller's answer of the period running at `now`, if any. */
export async function currentNpsAnswer(db: Database | Tx, userId: string, now: Date): Promise<NpsAnswerRow | null> {
  const [row] = await db
    .select()
    .from(npsAnswers)
    .where(and(eq(npsAnswers.userId, userId), gt(npsAnswers.answeredAt, new Date(now.getTime() - PERIOD_MS))))
    .orderBy(desc(npsAnswers.answeredAt))
    .limit(1);
  return row ?? null;
}

/** Stores the caller's answer; `created` says whether it started a period rather than updating its answer. */
export async function answerNps(db: Database, userId: string, answer: NetPromoterScoreFormValues, now = new Date()): Promise<{ row: NpsAnswerRow; created: boolean }> {
  const values = { score: answer.score, comment: storedNpsComment(answer.comment) };
  return db.transaction(async (tx) => {
    // One answer per user at a time, so two at once cannot both start a period.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`nps_answers:${userId}`}))`);
    const current = await currentNpsAnswer(tx, userId, now);
    if (!current) {
      const [row] = await tx.insert(npsAnswers).values({ userId, ...values, answeredAt: now, updatedAt: now }).returning();
      return { row: row!, created: true };
    }
    await tx.insert(npsAnswerRevisions).values({
      answerId: current.id,
      revision: current.revision,
      score: current.score,
      comment: current.comment,
      givenAt: current.updatedAt,
      replacedAt: now,
    });
    const [row] = await tx
      .update(npsAnswers)
      .set({ ...values, updatedAt: now, revision: current.revision + 1 })
      .where(eq(npsAnswers.id, current.id))
      .returning();
    return { row: row!, created: false };
  });
}

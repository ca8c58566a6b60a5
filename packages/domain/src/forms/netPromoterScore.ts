// /net-promoter-score (spec 1 §2, spec 3 §2, issue #9): the portal's Net Promoter Score survey ->
// submitNetPromoterScore (account-graph) -> feedback-service POST /feedback-service/api/v1/nps.
// A score from 0 to 10 and an optional comment; the same rules in the form, the subgraph's
// class-validator args and the service.
import type { output } from 'zod';
import { z } from '../zod.js';
import { maxLengthMessage } from '../profile.js';

export const NPS_QUESTION = 'How likely are you to recommend us to a friend or colleague?';
export const NPS_MIN_SCORE = 0;
export const NPS_MAX_SCORE = 10;
export const NPS_SCORE_MESSAGE = `Choose a score from ${NPS_MIN_SCORE} to ${NPS_MAX_SCORE}`;
/**
 * Characters (UTF-16 code units, as the browser's maxlength counts them): room for a paragraph of
 * reasons, small enough that a stored answer stays a comment.
 */
export const NPS_COMMENT_MAX_LENGTH = 1000;
export const NPS_COMMENT_TOO_LONG_MESSAGE = maxLengthMessage(NPS_COMMENT_MAX_LENGTH);
/** One answer per reader per period: a second answer within it updates the first (the earlier one is kept as history). */
export const NPS_ANSWER_PERIOD_DAYS = 90;

export const netPromoterScoreFormSchema = z.object({
  score: z
    .number({ error: NPS_SCORE_MESSAGE })
    .int({ error: NPS_SCORE_MESSAGE })
    .min(NPS_MIN_SCORE, { error: NPS_SCORE_MESSAGE })
    .max(NPS_MAX_SCORE, { error: NPS_SCORE_MESSAGE }),
  comment: z
    .string({ error: NPS_COMMENT_TOO_LONG_MESSAGE })
    .refine((text) => text.length <= NPS_COMMENT_MAX_LENGTH, { error: NPS_COMMENT_TOO_LONG_MESSAGE })
    .optional(),
});
export type NetPromoterScoreFormValues = output<typeof netPromoterScoreFormSchema>;

/** What is stored of a comment: none when it is blank, otherwise as typed. */
export function storedNpsComment(comment: string | undefined | null): string | null {
  return comment == null || comment.trim() === '' ? null : comment;
}

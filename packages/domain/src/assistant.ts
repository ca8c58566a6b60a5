// The AI assistant on a report (issue #12; spec 2 §3-§8): the limits and messages of a question,
// defined once for the web form, the graph's arguments and izola-service.
import { z } from './zod.js';

/** The feature izola-service and permission-service answer for (spec 2 §7: `feature=izola`). */
export const ASSISTANT_FEATURE = 'izola';

/** Issue #12: a question is at most 1,000 characters. */
export const ASSISTANT_QUESTION_MAX_LENGTH = 1000;
export const ASSISTANT_QUESTION_REQUIRED_MESSAGE = 'Please enter a question';
export const ASSISTANT_QUESTION_TOO_LONG_MESSAGE = `A question is at most ${ASSISTANT_QUESTION_MAX_LENGTH.toLocaleString('en-US')} characters`;

/** A reader asking about a report they may not read. */
export const ASSISTANT_NOT_ACCESSIBLE_MESSAGE = 'You cannot ask the assistant about this report: your subscriptions do not include it';
/** A visitor: the assistant answers signed-in readers only. */
export const ASSISTANT_SIGN_IN_MESSAGE = 'Sign in to ask the assistant about this report';
/** What the extractive answerer says instead of guessing. */
export const ASSISTANT_NOT_COVERED_MESSAGE = 'This report does not cover that question, so I cannot answer it from the report.';

/** The question as typed: trimmed, required, bounded. */
export const assistantQuestionSchema = z
  .string()
  .trim()
  .min(1, { error: ASSISTANT_QUESTION_REQUIRED_MESSAGE })
  .max(ASSISTANT_QUESTION_MAX_LENGTH, { error: ASSISTANT_QUESTION_TOO_LONG_MESSAGE });

/** Spec 2 §7: a chat is one reader's on one report, `{contentId}.{userId}`. */
export function assistantChatId(contentId: string, userId: string): string {
  return `${contentId}.${userId}`;
}

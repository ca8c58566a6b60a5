// The assistant's question (issue #12, spec 2 §4): one rule for the chat panel's form (react-hook-form
// with zodResolver), promptmanager-service's and izola-service's contracts, and content-graph's
// subscription arguments. Trimmed, required, at most ASSISTANT_QUESTION_MAX_LENGTH characters.
import type { output } from 'zod';
import { z } from '../zod.js';
import { ASSISTANT_QUESTION_MAX_LENGTH, ASSISTANT_QUESTION_REQUIRED_MESSAGE, ASSISTANT_QUESTION_TOO_LONG_MESSAGE } from '../assistant.js';

export const assistantQuestionSchema = z
  .string({ error: ASSISTANT_QUESTION_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: ASSISTANT_QUESTION_REQUIRED_MESSAGE })
  .max(ASSISTANT_QUESTION_MAX_LENGTH, { error: ASSISTANT_QUESTION_TOO_LONG_MESSAGE });

export const assistantQuestionFormSchema = z.object({ question: assistantQuestionSchema });
export type AssistantQuestionFormValues = output<typeof assistantQuestionFormSchema>;

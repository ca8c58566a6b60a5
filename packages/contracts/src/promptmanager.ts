// promptmanager-service (spec 2 §7; issue #12): where the AI assistant keeps each reader's chats.
// Signed-in only. A chat is `{contentId}.{userId}` and only that user reads or changes it: a chat
// id naming someone else is refused with 403 from the id alone; a prompt id that is not the
// caller's is a 404, exactly as one that does not exist.
//   POST   …/prompt                      save a question and its answer (201)
//   POST   …/prompt/feedback             thumbs up / down / taken back
//   GET    …/prompt/chat?chatId=&order=&page=&size=   the chat's history, a page at a time
//   DELETE …/prompt?promptId=a,b,c       delete exactly those prompts (an edit sends the edited one and every later one) (204)
//   DELETE …/prompt/chat?chatId=         delete the whole chat (204)
import type { output } from 'zod';
import {
  ASSISTANT_CITATION_QUOTE_MAX_LENGTH,
  ASSISTANT_CITATIONS_MAX,
  ASSISTANT_CITATIONS_TOO_MANY_MESSAGE,
  ASSISTANT_RESPONSE_MAX_LENGTH,
  ASSISTANT_RESPONSE_TOO_LONG_MESSAGE,
  CHAT_HISTORY_DEFAULT_PAGE_SIZE,
  CHAT_HISTORY_MAX_PAGE,
  CHAT_HISTORY_MAX_PAGE_SIZE,
  CHAT_HISTORY_ORDERS,
  DELETE_PROMPTS_MAX,
  PROMPT_FEEDBACK_VALUES,
  PROMPT_ID_PATTERN,
  assistantQuestionSchema,
  invalidChatIdMessage,
  isContentId,
  parseChatId,
  z,
} from '@portal/domain';
import { defineContracts } from './contract.js';
import { intParam, invalidContentIdMessage, noContent } from './wire.js';

const invalidPromptIdMessage = (id: string) => `Invalid promptId: ${id}`;
/** Prompt ids are UUIDs the service gives out. */
export const promptIdSchema = z.string({ error: 'promptId is required' }).refine((id) => PROMPT_ID_PATTERN.test(id), { error: (issue) => invalidPromptIdMessage(String(issue.input)) });
export const chatIdSchema = z.string({ error: 'chatId is required' }).refine((id) => parseChatId(id) !== null, { error: (issue) => invalidChatIdMessage(String(issue.input)) });

const boundedText = (name: string, max: number) => z.string({ error: `${name} must be a string` }).max(max, { error: `${name} must be at most ${max} characters` });

/** A passage the answer rests on, as the answerer gives it (services/upstream izola answerer.ts `Citation`). */
export const promptCitationSchema = z.object({
  passageId: boundedText('citation passageId', 300),
  contentId: boundedText('citation contentId', 64),
  sectionId: boundedText('citation sectionId', 300),
  sectionTitle: boundedText('citation sectionTitle', 500),
  quote: boundedText('citation quote', ASSISTANT_CITATION_QUOTE_MAX_LENGTH),
});
export type PromptCitationDto = output<typeof promptCitationSchema>;

/** Spec 2 §7: what the chat is about. */
export const contentSourceSchema = z.object({
  contentId: z.string({ error: 'contentSource.contentId is required' }).refine(isContentId, { error: (issue) => invalidContentIdMessage(String(issue.input)) }),
  contentType: boundedText('contentSource.contentType', 64),
  /** YYYY-MM-DD or ISO 8601, as the content gives it; null when it has none. */
  publishedDate: boundedText('contentSource.publishedDate', 40).nullable().default(null),
});
export type ContentSourceDto = output<typeof contentSourceSchema>;

/** The question's one rule, shared with the chat panel's form (packages/domain forms/assistantQuestion.ts). */
export const promptQuestionSchema = assistantQuestionSchema;

const optionalLabel = (name: string) => boundedText(name, 100).nullable().default(null);

export const savePromptBodySchema = z.object(
  {
    prompt: promptQuestionSchema,
    /** The answer as streamed; '' when it was blocked or empty (a 204 from izola-service). */
    response: z.string({ error: 'response must be a string' }).max(ASSISTANT_RESPONSE_MAX_LENGTH, { error: ASSISTANT_RESPONSE_TOO_LONG_MESSAGE }),
    contentSource: contentSourceSchema,
    intent: optionalLabel('intent'),
    subIntent: optionalLabel('subIntent'),
    /** The prompt this one follows in the chat; null for the first. */
    prevPromptId: promptIdSchema.nullable().default(null),
    /** `{contentSource.contentId}.{callerUserId}`. */
    chatId: chatIdSchema,
    citations: z.array(promptCitationSchema).max(ASSISTANT_CITATIONS_MAX, { error: ASSISTANT_CITATIONS_TOO_MANY_MESSAGE }).default([]),
    /** Where the question was asked (the report page's chat panel: 'report'). */
    promptSource: optionalLabel('promptSource'),
    /** Not in the spec's body, but the history reads it: whether the answer was blocked (emptied). */
    blocked: z.boolean({ error: 'blocked must be true or false' }).default(false),
  },
  { error: 'Request body must be a JSON object with prompt, response, contentSource and chatId' },
);

export const savedPromptSchema = z.object({
  prompt: z.string(),
  promptId: z.string(),
  /** ISO 8601 */
  promptDate: z.string(),
  /** The saved response. */
  summary: z.string(),
});
export type SavedPromptDto = output<typeof savedPromptSchema>;

export const promptFeedbackSchema = z.enum(PROMPT_FEEDBACK_VALUES, { error: `feedback must be one of ${PROMPT_FEEDBACK_VALUES.join(', ')} or null` }).nullable();

/** Spec 2 §3 "AI chat history entry" as the chat keeps it. */
export const chatEntrySchema = z.object({
  promptId: z.string(),
  prompt: z.string(),
  response: z.string(),
  /** ISO 8601 */
  promptDate: z.string(),
  citations: z.array(promptCitationSchema),
  blocked: z.boolean(),
  feedback: promptFeedbackSchema,
  prevPromptId: z.string().nullable(),
  intent: z.string().nullable(),
  subIntent: z.string().nullable(),
});
export type ChatEntryDto = output<typeof chatEntrySchema>;

export const chatPageSchema = z.object({
  content: z.array(chatEntrySchema),
  /** From 1. */
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type ChatPageDto = output<typeof chatPageSchema>;

/** `?promptId=a,b,c` (or repeated): distinct ids in the order given. */
const promptIdListParam = z
  .union([z.string(), z.array(z.string())], { error: "Query parameter 'promptId' is required" })
  .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap((text) => text.split(',')).map((id) => id.trim()).filter((id) => id.length > 0))])
  .pipe(
    z
      .array(promptIdSchema)
      .min(1, { error: "Query parameter 'promptId' is required" })
      .max(DELETE_PROMPTS_MAX, { error: `Too many prompt ids: at most ${DELETE_PROMPTS_MAX} per request` }),
  );

export const promptmanagerContracts = defineContracts('promptmanager', '/promptmanager-service/api/v1', {
  /** 201 with the saved prompt. 403 for a chatId not `{contentSource.contentId}.{caller}`; 404 for a prevPromptId not in that chat of the caller. */
  savePrompt: { method: 'POST', path: '/prompt', body: savePromptBodySchema, response: savedPromptSchema },
  /** 404 for a prompt that is not the caller's. */
  feedback: {
    method: 'POST',
    path: '/prompt/feedback',
    body: z.object({ promptId: promptIdSchema, feedback: promptFeedbackSchema }, { error: 'Request body must be a JSON object with promptId and feedback' }),
    response: z.object({ promptId: z.string(), feedback: promptFeedbackSchema }),
  },
  /** 403 for a chat of someone else; an unknown chat is an empty page. */
  chat: {
    method: 'GET',
    path: '/prompt/chat',
    query: z.object({
      chatId: chatIdSchema,
      order: z.enum(CHAT_HISTORY_ORDERS, { error: `order must be one of ${CHAT_HISTORY_ORDERS.join(', ')}` }).default('asc'),
      page: intParam('page', 1, CHAT_HISTORY_MAX_PAGE).default(1),
      size: intParam('size', 1, CHAT_HISTORY_MAX_PAGE_SIZE).default(CHAT_HISTORY_DEFAULT_PAGE_SIZE),
    }),
    response: chatPageSchema,
  },
  /** 204 when every id is one of the caller's prompts, all deleted; else 404 naming the first other one, nothing deleted. */
  deletePrompts: { method: 'DELETE', path: '/prompt', query: z.object({ promptId: promptIdListParam }), response: noContent },
  /** 204 whether or not the chat had prompts; 403 for a chat of someone else. */
  deleteChat: { method: 'DELETE', path: '/prompt/chat', query: z.object({ chatId: chatIdSchema }), response: noContent },
});

// The AI assistant's chats and who may use it (spec 2 §3 "AI chat history entry", §4 "AI chat",
// §6, §7: promptmanager-service and permission-service). One definition of each limit, message and
// rule, read by upstream's contracts and, later, the graph layer and the chat panel's form.
import { isContentId } from './contentIds.js';
import { aiAccessFlagName, type FeatureFlagValues } from './featureFlags.js';
import { UUID_PATTERN } from './uuid.js';

/** A question is at most this many characters (issue #12 "Limits"). */
export const ASSISTANT_QUESTION_MAX_LENGTH = 1000;
export const ASSISTANT_QUESTION_REQUIRED_MESSAGE = 'Ask a question';
export const ASSISTANT_QUESTION_TOO_LONG_MESSAGE = `A question must be at most ${ASSISTANT_QUESTION_MAX_LENGTH.toLocaleString('en-US')} characters`;

/** A stored answer: a few cited sentences (or an LLM's reply) fit many times over; a runaway one does not. */
export const ASSISTANT_RESPONSE_MAX_LENGTH = 20_000;
export const ASSISTANT_RESPONSE_TOO_LONG_MESSAGE = `A response must be at most ${ASSISTANT_RESPONSE_MAX_LENGTH.toLocaleString('en-US')} characters`;
/** The extractive answer cites 3 to 5 sentences; an LLM answer a few more. */
export const ASSISTANT_CITATIONS_MAX = 50;
export const ASSISTANT_CITATIONS_TOO_MANY_MESSAGE = `An answer may carry at most ${ASSISTANT_CITATIONS_MAX} citations`;
/** A citation's quote: a sentence or a passage, never a whole report. */
export const ASSISTANT_CITATION_QUOTE_MAX_LENGTH = 2000;

/** Chat history paging: the panel reads a page at a time. */
export const CHAT_HISTORY_DEFAULT_PAGE_SIZE = 20;
export const CHAT_HISTORY_MAX_PAGE_SIZE = 50;
export const CHAT_HISTORY_MAX_PAGE = 10_000;
/** asc: oldest first, as the chat reads; desc: newest first. */
export const CHAT_HISTORY_ORDERS = ['asc', 'desc'] as const;
export type ChatHistoryOrder = (typeof CHAT_HISTORY_ORDERS)[number];
/** Most prompts one DELETE …/prompt?promptId=a,b,c takes (an edit drops one prompt and every later one). */
export const DELETE_PROMPTS_MAX = CHAT_HISTORY_MAX_PAGE_SIZE * 4;

/** Thumbs feedback on an answer; null takes it back. */
/** Prompt ids are UUIDs promptmanager-service gives out: checked by the service's contract and the graph's arguments. */
export const PROMPT_ID_PATTERN = UUID_PATTERN;

export const PROMPT_FEEDBACK_VALUES = ['up', 'down'] as const;
export type PromptFeedback = (typeof PROMPT_FEEDBACK_VALUES)[number];

// A user id as the signed user context carries it: bounded, no '.', so `{contentId}.{userId}` splits one way.
const CHAT_USER_ID_PATTERN = /^[A-Za-z0-9_@-]{1,128}$/;

/** Spec 2 §7: a chat is one reader's conversation about one piece of content, `{contentId}.{userId}`. */
export function chatIdOf(contentId: string, userId: string): string {
  return `${contentId}.${userId}`;
}

/** The two halves of a well-formed chat id; null for anything else. */
export function parseChatId(chatId: string): { contentId: string; userId: string } | null {
  const dot = chatId.indexOf('.');
  if (dot < 0) return null;
  const contentId = chatId.slice(0, dot);
  const userId = chatId.slice(dot + 1);
  return isContentId(contentId) && CHAT_USER_ID_PATTERN.test(userId) ? { contentId, userId } : null;
}

export const invalidChatIdMessage = (chatId: string) => `Invalid chatId: ${chatId} (expected {contentId}.{userId})`;
/** A chat id naming someone else: refused from the id alone, before any read, so it tells nothing about their chats. */
export const NOT_YOUR_CHAT_MESSAGE = 'A chat can be used only by the reader it belongs to';
/** A prompt id that is not one of the caller's: said exactly as for one that does not exist. */
export const promptNotFoundMessage = (promptId: string) => `Prompt ${promptId} not found`;
export const SIGN_IN_FOR_CHAT_MESSAGE = 'The AI assistant requires a signed-in user (x-portal-user)';

/** The features permission-service answers for (spec 2 §7: feature=izola). */
export const ASSISTANT_FEATURES = ['izola'] as const;
export type AssistantFeature = (typeof ASSISTANT_FEATURES)[number];
export const unknownFeatureMessage = (feature: string) => `Unknown feature: ${feature} (expected ${ASSISTANT_FEATURES.join(', ')})`;
export const FEATURE_REQUIRED_MESSAGE = `Query parameter 'feature' is required (expected ${ASSISTANT_FEATURES.join(', ')})`;
export const SIGN_IN_FOR_PERMISSION_MESSAGE = 'Feature permissions are checked only for a signed-in user (x-portal-user)';

/**
 * The subscription products the assistant is released per product for (release_FD_ai_access,
 * release_FMI_ai_access, release_AOC_ai_access): the subscription types of spec 3 §6 that are
 * products. GUEST is no product and never has access.
 */
export const AI_ACCESS_PRODUCTS = ['FD', 'FMI', 'AOC'] as const;
export type AiAccessProduct = (typeof AI_ACCESS_PRODUCTS)[number];

export interface AiAccessReader {
  userType: string;
  subscriptions: readonly string[];
}

/** The products whose AI flag decides for this reader: employees hold every product, others their subscriptions (any case). */
export function aiAccessProductsOf(reader: AiAccessReader): AiAccessProduct[] {
  if (reader.userType.trim().toLowerCase() === 'employee') return [...AI_ACCESS_PRODUCTS];
  const held = new Set(reader.subscriptions.map((s) => s.trim().toUpperCase()));
  return AI_ACCESS_PRODUCTS.filter((p) => held.has(p));
}

/** Spec 2 §6 hasAccess: the reader holds a product whose release_{product}_ai_access flag is on. */
export function hasAiAccess(reader: AiAccessReader | null, flags: FeatureFlagValues): boolean {
  if (!reader) return false;
  return aiAccessProductsOf(reader).some((product) => flags[aiAccessFlagName(product)] === true);
}

/** izola-service: a reader asking about a report they may not read (403). */
export const ASSISTANT_NOT_ACCESSIBLE_MESSAGE = 'You cannot ask the assistant about this report: your subscriptions do not include it';
/** What the extractive answerer says instead of guessing. */
export const ASSISTANT_NOT_COVERED_MESSAGE = 'This report does not cover that question, so I cannot answer it from the report.';

// What the chat panel says in each state (spec 2 §4, §8; issue #12).
/** A visitor: the assistant is checked and used only when signed in (spec 2 §6); a reader without access is told ASSISTANT_NOT_ACCESSIBLE_MESSAGE. */
export const ASSISTANT_SIGN_IN_MESSAGE = 'Log in to ask the assistant';
/** Spec 2 §4: a blocked chunk empties the answer and marks it blocked. */
export const ASSISTANT_BLOCKED_MESSAGE = 'This answer was withheld: the assistant does not answer questions like this one.';
/** Spec 2 §4: status 204 gives an empty summary. */
export const ASSISTANT_EMPTY_ANSWER_MESSAGE = 'The assistant had nothing to say about this question.';
/** Spec 2 §8: any other non-200 gives the entry an error state. */
export const ASSISTANT_ERROR_MESSAGE = 'The assistant could not answer this question. Please try again.';

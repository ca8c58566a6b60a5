// Each reader's AI chats. Every statement is scoped to the caller's user id as well as the chat or
// prompt id, so no query can reach another reader's rows whatever id it is given.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { chatIdOf, promptNotFoundMessage, type ChatHistoryOrder, type PromptFeedback } from '@portal/domain';
import type { ChatEntryDto, ChatPageDto, ContentSourceDto, PromptCitationDto, SavedPromptDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/httpError.js';
import { prompts, type PromptRow } from './db/schema.js';

export interface NewPrompt {
  prompt: string;
  response: string;
  contentSource: ContentSourceDto;
  intent: string | null;
  subIntent: string | null;
  prevPromptId: string | null;
  citations: PromptCitationDto[];
  promptSource: string | null;
  blocked: boolean;
}

const toChatEntry = (row: PromptRow): ChatEntryDto => ({
  promptId: row.id,
  prompt: row.prompt,
  response: row.response,
  promptDate: row.createdAt.toISOString(),
  citations: row.citations,
  blocked: row.blocked,
  feedback: row.feedback,
  prevPromptId: row.prevPromptId,
  intent: row.intent,
  subIntent: row.subIntent,
});

/** Saves a question and its answer in the caller's chat on the content; a prevPromptId must be of that chat. */
export async function savePrompt(db: Database, userId: string, input: NewPrompt): Promise<SavedPromptDto> {
  const contentId = input.contentSource.contentId;
  const chatId = chatIdOf(contentId, userId);
  if (input.prevPromptId !== null) {
    const [previous] = await db
      .select({ id: prompts.id })
      .from(prompts)
      .where(and(eq(prompts.id, input.prevPromptId), eq(prompts.userId, userId), eq(prompts.chatId, chatId)));
    if (!previous) throw notFound(promptNotFoundMessage(input.prevPromptId));
  }
  const [row] = await db
    .insert(prompts)
    .values({ id: randomUUID(), chatId, userId, contentId, ...input })
    .returning();
  return { prompt: row!.prompt, promptId: row!.id, promptDate: row!.createdAt.toISOString(), summary: row!.response };
}

/** Sets (or, with null, takes back) the caller's feedback on one of their prompts. */
export async function setFeedback(db: Database, userId: string, promptId: string, feedback: PromptFeedback | null) {
  const [row] = await db
    .update(prompts)
    .set({ feedback })
    .where(and(eq(prompts.id, promptId), eq(prompts.userId, userId)))
    .returning({ promptId: prompts.id, feedback: prompts.feedback });
  if (!row) throw notFound(promptNotFoundMessage(promptId));
  return row;
}

export interface ChatPageQuery {
  order: ChatHistoryOrder;
  page: number;
  size: number;
}

/** One page of the caller's chat; a chat with no prompts is an empty page. */
export async function chatPage(db: Database, userId: string, chatId: string, { order, page, size }: ChatPageQuery): Promise<ChatPageDto> {
  const mine = and(eq(prompts.chatId, chatId), eq(prompts.userId, userId));
  const direction = order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(prompts)
      .where(mine)
      .orderBy(direction(prompts.createdAt), direction(prompts.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(prompts).where(mine),
  ]);
  const totalElements = total?.n ?? 0;
  return { content: rows.map(toChatEntry), page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

/**
 * Deletes exactly the prompts named, all or none: when any is not one of the caller's (another
 * reader's, or none at all) nothing is deleted and the first such id is named as not found.
 */
export async function deletePrompts(db: Database, userId: string, promptIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(prompts)
      .where(and(inArray(prompts.id, [...promptIds]), eq(prompts.userId, userId)))
      .returning({ id: prompts.id });
    const gone = new Set(deleted.map((row) => row.id));
    const missing = promptIds.find((id) => !gone.has(id));
    // Throwing rolls the deletes back.
    if (missing !== undefined) throw notFound(promptNotFoundMessage(missing));
  });
}

/** Deletes the caller's whole chat; nothing happens when it had no prompts. */
export async function deleteChat(db: Database, userId: string, chatId: string): Promise<void> {
  await db.delete(prompts).where(and(eq(prompts.chatId, chatId), eq(prompts.userId, userId)));
}

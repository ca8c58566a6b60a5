// The promptmanager service's own table: each reader's AI chats (spec 2 §3 "AI chat history entry",
// §7 promptmanager-service), one row per question with the answer it got. No foreign key to the
// content or user tables: reseeding content never touches a reader's chats.
// Its migrations are in the one history (services/upstream/drizzle, drizzle.config.ts): after a
// change run `npx drizzle-kit generate` from services/upstream.
// Kept free of relative imports so drizzle-kit can load it on its own.
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A cited passage as stored (the contract's promptCitationSchema). */
export interface StoredCitation {
  passageId: string;
  contentId: string;
  sectionId: string;
  sectionTitle: string;
  quote: string;
}

export interface StoredContentSource {
  contentId: string;
  contentType: string;
  publishedDate: string | null;
}

export const prompts = pgTable(
  'prompts',
  {
    id: uuid('id').primaryKey(),
    /** `{contentId}.{userId}`; both halves are kept too, so ownership never depends on parsing. */
    chatId: text('chat_id').notNull(),
    userId: text('user_id').notNull(),
    contentId: text('content_id').notNull(),
    prompt: text('prompt').notNull(),
    response: text('response').notNull(),
    citations: jsonb('citations').$type<StoredCitation[]>().notNull().default([]),
    intent: text('intent'),
    subIntent: text('sub_intent'),
    prevPromptId: uuid('prev_prompt_id'),
    promptSource: text('prompt_source'),
    contentSource: jsonb('content_source').$type<StoredContentSource>().notNull(),
    blocked: boolean('blocked').notNull().default(false),
    feedback: text('feedback', { enum: ['up', 'down'] }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // A chat's history in either order, a page at a time (and its count); the id breaks ties of one
    // instant. A prompt is found by its id (the key) and then checked against its owner.
    index('prompts_chat_created_idx').on(t.chatId, t.createdAt, t.id),
    check('prompts_chat_owner', sql`${t.chatId} = ${t.contentId} || '.' || ${t.userId}`),
    check('prompts_feedback_value', sql`${t.feedback} IS NULL OR ${t.feedback} IN ('up', 'down')`),
  ],
);

export type PromptRow = typeof prompts.$inferSelect;

import { Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ASSISTANT_SIGN_IN_MESSAGE, CHAT_HISTORY_MAX_PAGE_SIZE, DELETE_PROMPTS_MAX, chatIdOf, type PromptFeedback } from '@portal/domain';
import type { ChatEntryDto, ChatPageDto, ResearchDto } from '@portal/contracts';
import { SignInMessage } from '@portal/graph-kit';
import { GraphQLError } from 'graphql';
import type { ContentContext } from '../context.js';
import { Report } from '../report/report.type.js';
import { AssistantChatArgs, AssistantFeedbackArgs, AssistantPromptArgs } from './assistant.args.js';
import { AssistantChat, AssistantCitation } from './assistant.type.js';

// The assistant's chats (spec 2 §3-§8, issue #12): who may ask, a report's chat, thumbs, edit
// (drops the prompt and every later one, on the server too) and delete. Only the asker reads or
// changes a chat: its id is `{contentId}.{callerUserId}`, and promptmanager-service checks it again.
export const SIGN_IN_FOR_ASSISTANT_MESSAGE = ASSISTANT_SIGN_IN_MESSAGE;

const toChat = (chatId: string, page: ChatPageDto): AssistantChat => ({
  chatId,
  entries: page.content,
  page: page.page,
  totalPages: page.totalPages,
  totalEntries: page.totalElements,
});

function chatIdFor(ctx: ContentContext, contentId: string): string {
  // @Authorized guarantees a user.
  return chatIdOf(contentId, ctx.user!.id);
}

@Resolver()
export class AssistantAccessResolver {
  @Query(() => Boolean, { description: 'Whether the reader may ask the assistant (spec 2 §6: checked only when signed in; a visitor may not)' })
  async assistantAccess(@Ctx() ctx: ContentContext): Promise<boolean> {
    return ctx.user ? ctx.permission.assistantAccess() : false;
  }
}

@Authorized()
@SignInMessage(SIGN_IN_FOR_ASSISTANT_MESSAGE)
@Resolver()
export class AssistantChatResolver {
  @Query(() => AssistantChat, { description: "The reader's chat about a report, oldest question first, a page at a time" })
  async assistantChat(@Args() { contentId, page }: AssistantChatArgs, @Ctx() ctx: ContentContext): Promise<AssistantChat> {
    const chatId = chatIdFor(ctx, contentId);
    return toChat(chatId, await ctx.promptManager.chat(chatId, page, CHAT_HISTORY_MAX_PAGE_SIZE));
  }

  @Mutation(() => Boolean, { description: 'Thumbs up or down on an answer, or null to take it back' })
  async rateAssistantAnswer(@Args() { promptId, feedback }: AssistantFeedbackArgs, @Ctx() ctx: ContentContext): Promise<boolean> {
    await ctx.promptManager.feedback(promptId, feedback as PromptFeedback | null);
    return true;
  }

  @Mutation(() => AssistantChat, {
    description: 'Spec 2 §4: editing a question drops it and every later one from the chat, on the server too; answers the chat that remains',
  })
  async editAssistantPrompt(@Args() { contentId, promptId }: AssistantPromptArgs, @Ctx() ctx: ContentContext): Promise<AssistantChat> {
    const chatId = chatIdFor(ctx, contentId);
    const entries = await wholeChat(ctx, chatId);
    const from = entries.findIndex((entry) => entry.promptId === promptId);
    if (from < 0) throw new GraphQLError('This question is not in the chat', { extensions: { code: 'NOT_FOUND', status: 404 } });
    const dropped = entries.slice(from).map((entry) => entry.promptId);
    for (let i = 0; i < dropped.length; i += DELETE_PROMPTS_MAX) await ctx.promptManager.deletePrompts(dropped.slice(i, i + DELETE_PROMPTS_MAX));
    return toChat(chatId, await ctx.promptManager.chat(chatId, 1, CHAT_HISTORY_MAX_PAGE_SIZE));
  }

  @Mutation(() => Boolean, { description: 'Deletes the whole chat (spec 2 §4: succeeds on 204 and resets it)' })
  async clearAssistantChat(@Args(() => AssistantChatArgs) { contentId }: AssistantChatArgs, @Ctx() ctx: ContentContext): Promise<boolean> {
    await ctx.promptManager.deleteChat(chatIdFor(ctx, contentId));
    return true;
  }
}

/** Every entry of a chat, oldest first (an edit needs those after the edited one, wherever it is). */
async function wholeChat(ctx: ContentContext, chatId: string): Promise<ChatEntryDto[]> {
  const first = await ctx.promptManager.chat(chatId, 1, CHAT_HISTORY_MAX_PAGE_SIZE);
  const entries = [...first.content];
  for (let page = 2; page <= first.totalPages; page++) entries.push(...(await ctx.promptManager.chat(chatId, page, CHAT_HISTORY_MAX_PAGE_SIZE)).content);
  return entries;
}

@Resolver(() => AssistantCitation)
export class AssistantCitationResolver {
  @FieldResolver(() => Report, { nullable: true, description: 'The report cited; null when it is gone' })
  report(@Root() citation: AssistantCitation, @Ctx() ctx: ContentContext): Promise<ResearchDto | null> {
    return ctx.loaders.research.load(citation.contentId);
  }
}

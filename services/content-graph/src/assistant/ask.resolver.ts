import { Arg, Ctx, ID, Resolver, Root, Subscription } from 'type-graphql';
import { GraphQLError } from 'graphql';
import { ASSISTANT_CITATIONS_MAX, CONTENT_ID_PATTERN, chatIdOf } from '@portal/domain';
import { promptQuestionSchema, type IzolaCitationDto } from '@portal/contracts';
import type { ContentContext } from '../context.js';
import { SIGN_IN_FOR_ASSISTANT_MESSAGE } from './assistant.resolver.js';
import { AssistantAnswerEvent } from './ask.type.js';

// The assistant's answer as a GraphQL subscription (issue #12): izola-service's chunks, read as they
// stream, become events; when the answer ends it is kept in the reader's chat and the last event
// carries its promptId. type-graphql's guards and argument validation run on each event's resolve,
// not on subscribe, so who asks and what is asked are checked here before izola is called. The
// reader going away aborts the call to izola at once (abortOnReturn), which ends the generator.
interface AskArgs {
  contentId: string;
  question: string;
  prevPromptId?: string | null;
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', status: 400 } });
const event = (fields: Partial<AssistantAnswerEvent>): AssistantAnswerEvent => ({ text: '', citations: [], blocked: false, declined: false, done: false, promptId: null, ...fields });

export async function* answerStream(
  { contentId, question, prevPromptId = null }: AskArgs,
  ctx: ContentContext,
  aborted = new AbortController(),
): AsyncGenerator<AssistantAnswerEvent> {
  if (!ctx.user) throw new GraphQLError(SIGN_IN_FOR_ASSISTANT_MESSAGE, { extensions: { code: 'UNAUTHORIZED', status: 401 } });
  if (!CONTENT_ID_PATTERN.test(contentId)) throw badInput('Invalid content id');
  const asked = promptQuestionSchema.safeParse(question);
  if (!asked.success) throw badInput(asked.error.issues[0]!.message);

  let response = '';
  let blocked = false;
  let publishedDate: string | null = null;
  let intent: string | null = null;
  let subIntent: string | null = null;
  const citations = new Map<string, IzolaCitationDto>();
  try {
    for await (const chunk of ctx.izola.ask(contentId, asked.data, aborted.signal)) {
      publishedDate = chunk.sources?.[0]?.date ?? publishedDate;
      intent = chunk.intent ?? intent;
      subIntent = chunk.subIntent ?? subIntent;
      if (chunk.blocked) {
        // Spec 2 §4: any blocked chunk empties the answer.
        blocked = true;
        response = '';
        yield event({ blocked: true });
      } else if (chunk.summary !== undefined && !blocked) {
        response += chunk.summary;
        // One passage may back several sentences: each sentence's quote is kept.
        for (const citation of chunk.calculateCitations ?? []) citations.set(`${citation.passageId}\u0000${citation.quote}`, citation);
        yield event({ text: chunk.summary, citations: chunk.calculateCitations ?? [], declined: chunk.declined ?? false });
      }
    }
    const saved = await ctx.promptManager.save({
      prompt: asked.data,
      response,
      contentSource: { contentId, contentType: 'research', publishedDate },
      intent,
      subIntent,
      prevPromptId,
      chatId: chatIdOf(contentId, ctx.user.id),
      citations: [...citations.values()].slice(0, ASSISTANT_CITATIONS_MAX),
      promptSource: 'report',
      blocked,
    });
    yield event({ done: true, blocked, promptId: saved.promptId });
  } catch (error) {
    // Aborted because the reader went away: no one is left to tell, and nothing is kept.
    if (aborted.signal.aborted) return;
    throw error;
  } finally {
    aborted.abort();
  }
}

/**
 * The stream as the subscription hands it out. An async generator's `return()` waits until the
 * `await` it is suspended at settles, and while izola is still working on an answer nothing
 * arrives to settle it: so the reader going away (graphql-ws calls `return()`) first aborts the
 * call to izola, whose pending read then fails and lets the generator finish.
 */
export function abortOnReturn(args: AskArgs, ctx: ContentContext): AsyncIterableIterator<AssistantAnswerEvent> {
  const aborted = new AbortController();
  const stream = answerStream(args, ctx, aborted);
  return {
    next: () => stream.next(),
    return: (value?: AssistantAnswerEvent) => {
      aborted.abort();
      return stream.return(value as AssistantAnswerEvent);
    },
    throw: (error?: unknown) => {
      aborted.abort();
      return stream.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

@Resolver()
export class AskAssistantResolver {
  @Subscription(() => AssistantAnswerEvent, {
    description: "Asks the assistant about a report; the answer streams as events, the last with done and the chat entry's promptId",
    subscribe: ({ args, context }) => abortOnReturn(args as AskArgs, context as ContentContext),
  })
  askAssistant(
    @Root() answer: AssistantAnswerEvent,
    @Arg('contentId', () => ID, { description: 'The id of the report the question is about' }) _contentId: string,
    @Arg('question', { description: 'The question, at most 1,000 characters' }) _question: string,
    @Arg('prevPromptId', () => ID, { description: 'The id of the previous question of the chat, when this one follows it up', nullable: true }) _prevPromptId: string | null,
    @Ctx() _ctx: ContentContext,
  ): AssistantAnswerEvent {
    return answer;
  }
}

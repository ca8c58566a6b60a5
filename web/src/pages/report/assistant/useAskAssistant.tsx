// Asks the assistant (issue #12): askAssistant's events, as they stream over graphql-ws, become the
// entry's answer; the completed answer (not each piece) is announced in the live region. A stream
// that errors, or ends without its last event, leaves the entry in the error state (spec 2 §8).
// A .tsx file because codegen reads the documents of .tsx files.
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Subscription } from 'rxjs';
import { ASSISTANT_BLOCKED_MESSAGE, ASSISTANT_EMPTY_ANSWER_MESSAGE, ASSISTANT_ERROR_MESSAGE } from '@portal/domain';
import { graphql } from '../../../gql';
import { useAnnounce } from '../../../a11y/announce';
import type { ConversationAction } from './conversationState';

export const AskAssistantSubscription = graphql(`
  subscription AskAssistant($contentId: ID!, $question: String!, $prevPromptId: ID) {
    askAssistant(contentId: $contentId, question: $question, prevPromptId: $prevPromptId) {
      text
      blocked
      declined
      done
      promptId
      citations {
        passageId
        quote
        ...CitationLink_citation
      }
    }
  }
`);

let asked = 0;

/** What the server said, when it refused with a message for people (a quota, a question it will not take); null for a lost connection. */
export function refusalOf(error: unknown): string | null {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null;
}

/** What the live region says when an answer is complete. */
export function completedAnswerAnnouncement({ response, blocked }: { response: string; blocked: boolean }): string {
  if (blocked) return ASSISTANT_BLOCKED_MESSAGE;
  return response ? `The assistant answered: ${response}` : ASSISTANT_EMPTY_ANSWER_MESSAGE;
}

/** `ask(question, prevPromptId)`: adds the entry and streams its answer into it. */
export function useAskAssistant(contentId: string, dispatch: Dispatch<ConversationAction>) {
  const client = useApolloClient();
  const announce = useAnnounce();
  const current = useRef<Subscription | null>(null);
  // Leaving the page (or the report) stops the answer: the server's stream ends with it.
  useEffect(() => () => current.current?.unsubscribe(), []);

  return useCallback(
    (question: string, prevPromptId: string | null) => {
      const key = `asked-${++asked}`;
      dispatch({ type: 'asked', key, prompt: question });
      let response = '';
      let blocked = false;
      let ended = false;
      const fail = (error?: unknown) => {
        if (ended) return;
        ended = true;
        const reason = refusalOf(error);
        dispatch({ type: 'failed', key, reason });
        announce(reason ? `${ASSISTANT_ERROR_MESSAGE} ${reason}` : ASSISTANT_ERROR_MESSAGE, 'polite');
      };
      current.current?.unsubscribe();
      current.current = client.subscribe({ query: AskAssistantSubscription, variables: { contentId, question, prevPromptId } }).subscribe({
        next: ({ data, error }) => {
          if (ended) return;
          if (error || !data) return fail(error);
          const event = data.askAssistant;
          blocked ||= event.blocked;
          response = blocked ? '' : response + event.text;
          dispatch({ type: 'answered', key, event });
          if (event.done) {
            ended = true;
            announce(completedAnswerAnnouncement({ response, blocked }), 'polite');
          }
        },
        error: fail,
        complete: () => fail(),
      });
    },
    [client, announce, contentId, dispatch],
  );
}

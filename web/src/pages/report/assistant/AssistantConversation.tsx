// The chat of a reader with access: the history (assistantChat, from the network: it is the reader's
// own and changes elsewhere), each entry's answer, the question form, and "Delete history". Asking
// streams the answer into a new entry; editing a question drops it and every later one on the server
// (editAssistantPrompt) and puts the question back in the form, to be asked again.
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PromptFeedback } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { useAnnounce } from '../../../a11y/announce';
import { AssistantAnswer } from './AssistantAnswer';
import { ClearHistoryButton } from './ClearHistoryButton';
import { AssistantQuestionForm, type QuestionDraft } from './AssistantQuestionForm';
import { conversationReducer, feedbackOf, lastPromptId, type ConversationEntry } from './conversationState';
import { useAskAssistant } from './useAskAssistant';

export const AssistantConversationFragment = graphql(`
  fragment AssistantConversation_chat on AssistantChat {
    chatId
    page
    totalPages
    entries {
      promptId
      prompt
      response
      blocked
      feedback
      citations {
        passageId
        quote
        ...CitationLink_citation
      }
    }
  }
`);

export const AssistantChatQuery = graphql(`
  query AssistantChat($contentId: ID!, $page: Int! = 1) {
    assistantChat(contentId: $contentId, page: $page) {
      ...AssistantConversation_chat
    }
  }
`);

export const EditAssistantPromptMutation = graphql(`
  mutation EditAssistantPrompt($contentId: ID!, $promptId: ID!) {
    editAssistantPrompt(contentId: $contentId, promptId: $promptId) {
      ...AssistantConversation_chat
    }
  }
`);

export const ClearAssistantChatMutation = graphql(`
  mutation ClearAssistantChat($contentId: ID!) {
    clearAssistantChat(contentId: $contentId)
  }
`);

export const HISTORY_DELETED_MESSAGE = 'Your questions and answers about this report were deleted.';
export const HISTORY_FAILED_MESSAGE = 'Your earlier questions could not be loaded.';
export const CHANGE_FAILED_MESSAGE = 'That change could not be saved. Please try again.';

function entriesOf(chat: FragmentType<typeof AssistantConversationFragment>): ConversationEntry[] {
  return getFragmentData(AssistantConversationFragment, chat).entries.map((entry) => ({
    key: entry.promptId,
    promptId: entry.promptId,
    prompt: entry.prompt,
    response: entry.response,
    citations: entry.citations,
    blocked: entry.blocked,
    declined: false,
    feedback: feedbackOf(entry.feedback),
    status: 'done',
    errorReason: null,
  }));
}

export function AssistantConversation({ contentId }: { contentId: string }) {
  const history = useQuery(AssistantChatQuery, { variables: { contentId }, fetchPolicy: 'network-only' });
  const [entries, dispatch] = useReducer(conversationReducer, []);
  const [draft, setDraft] = useState<QuestionDraft | null>(null);
  const [changeFailed, setChangeFailed] = useState(false);
  const [editPrompt] = useMutation(EditAssistantPromptMutation);
  const [clearChat, { loading: clearing }] = useMutation(ClearAssistantChatMutation);
  const announce = useAnnounce();
  const ask = useAskAssistant(contentId, dispatch);
  const client = useApolloClient();
  const [laterPagesFailed, setLaterPagesFailed] = useState(false);
  const loadedChat = history.data?.assistantChat;

  // The whole chat, oldest first: a long one comes a page at a time, and the next question follows the last of all.
  useEffect(() => {
    if (!loadedChat) return;
    dispatch({ type: 'loaded', entries: entriesOf(loadedChat) });
    const { page, totalPages } = getFragmentData(AssistantConversationFragment, loadedChat);
    let current = true;
    void (async () => {
      for (let next = page + 1; next <= totalPages && current; next++) {
        const { data } = await client.query({ query: AssistantChatQuery, variables: { contentId, page: next }, fetchPolicy: 'network-only' });
        if (current && data) dispatch({ type: 'appended', entries: entriesOf(data.assistantChat) });
      }
    })().catch(() => setLaterPagesFailed(true));
    return () => {
      current = false;
    };
  }, [loadedChat, client, contentId]);

  const busy = entries.some((entry) => entry.status === 'streaming');

  const edit = useCallback(
    async (entry: ConversationEntry) => {
      setChangeFailed(false);
      try {
        if (entry.promptId) {
          const { data } = await editPrompt({ variables: { contentId, promptId: entry.promptId } });
          if (data) dispatch({ type: 'loaded', entries: entriesOf(data.editAssistantPrompt) });
        } else {
          // Never kept (its answer failed): only here to drop.
          dispatch({ type: 'removed', key: entry.key });
        }
        setDraft((previous) => ({ text: entry.prompt, version: (previous?.version ?? 0) + 1 }));
      } catch {
        setChangeFailed(true);
      }
    },
    [contentId, editPrompt],
  );

  const clear = async () => {
    setChangeFailed(false);
    try {
      await clearChat({ variables: { contentId } });
      dispatch({ type: 'loaded', entries: [] });
      announce(HISTORY_DELETED_MESSAGE, 'polite');
      setDraft((previous) => ({ text: '', version: (previous?.version ?? 0) + 1 }));
    } catch {
      setChangeFailed(true);
    }
  };

  if (history.loading && !loadedChat) return <CircularProgress size={24} aria-label="Loading your questions" />;
  return (
    <Box>
      {history.error || laterPagesFailed ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {HISTORY_FAILED_MESSAGE}
        </Alert>
      ) : null}
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Ask a question about this report. Each answer cites the passages it rests on.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Your questions and answers" sx={{ m: 0, p: 0 }}>
          {entries.map((entry) => (
            <AssistantAnswer
              key={entry.key}
              entry={entry}
              contentId={contentId}
              busy={busy}
              onEdit={(edited) => void edit(edited)}
              onRated={(promptId: string, feedback: PromptFeedback | null) => dispatch({ type: 'rated', promptId, feedback })}
            />
          ))}
        </Box>
      )}
      {changeFailed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {CHANGE_FAILED_MESSAGE}
        </Alert>
      ) : null}
      <AssistantQuestionForm busy={busy} draft={draft} onAsk={(question) => ask(question, lastPromptId(entries))} />
      {entries.length > 0 ? <ClearHistoryButton disabled={busy || clearing} onClear={() => void clear()} /> : null}
    </Box>
  );
}

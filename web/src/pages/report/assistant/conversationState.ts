// The chat panel's conversation (spec 2 §3 "AI chat history entry", §4): the entries from the
// history, then the ones asked here as their answers stream in. A pure reducer, so each state the
// spec names (streaming, blocked, empty, error, edited away, cleared) is one transition.
import type { PromptFeedback } from '@portal/domain';
import type { FragmentType } from '../../../gql';
import type { CitationLinkFragment } from './CitationLink';

export type CitationRef = { passageId: string; quote: string } & FragmentType<typeof CitationLinkFragment>;

/** A citation is a sentence (its quote) of a passage: one passage may be cited for several sentences. */
export const citationKey = (citation: { passageId: string; quote: string }) => `${citation.passageId}\u0000${citation.quote}`;

export type EntryStatus = 'streaming' | 'done' | 'error';

export interface ConversationEntry {
  /** The promptId once the chat keeps the entry; a local key while it streams. */
  key: string;
  promptId: string | null;
  prompt: string;
  response: string;
  citations: CitationRef[];
  blocked: boolean;
  /** The report does not cover the question; the response says so. */
  declined: boolean;
  feedback: PromptFeedback | null;
  status: EntryStatus;
  /** In the error state: what the server said (a quota, say), when it said something. */
  errorReason: string | null;
}

/** One event of askAssistant's stream (AssistantAnswerEvent). */
export interface AnswerEvent {
  text: string;
  citations: CitationRef[];
  blocked: boolean;
  declined: boolean;
  done: boolean;
  promptId?: string | null;
}

export type ConversationAction =
  | { type: 'loaded'; entries: ConversationEntry[] }
  /** A later page of the history. */
  | { type: 'appended'; entries: ConversationEntry[] }
  | { type: 'asked'; key: string; prompt: string }
  | { type: 'answered'; key: string; event: AnswerEvent }
  | { type: 'failed'; key: string; reason: string | null }
  | { type: 'rated'; promptId: string; feedback: PromptFeedback | null }
  | { type: 'removed'; key: string };

function withCitations(known: CitationRef[], more: CitationRef[]): CitationRef[] {
  const seen = new Set(known.map(citationKey));
  return [...known, ...more.filter((citation) => !seen.has(citationKey(citation)) && seen.add(citationKey(citation)))];
}

function answered(entry: ConversationEntry, event: AnswerEvent): ConversationEntry {
  // Spec 2 §4: any blocked chunk empties the answer and marks it blocked.
  const blocked = entry.blocked || event.blocked;
  return {
    ...entry,
    blocked,
    response: blocked ? '' : entry.response + event.text,
    citations: blocked ? [] : withCitations(entry.citations, event.citations),
    declined: entry.declined || event.declined,
    // Spec 2 §4: the reply ends with streaming off.
    status: event.done ? 'done' : entry.status,
    promptId: event.promptId ?? entry.promptId,
  };
}

export function conversationReducer(entries: ConversationEntry[], action: ConversationAction): ConversationEntry[] {
  switch (action.type) {
    case 'loaded':
      return action.entries;
    case 'appended': {
      const known = new Set(entries.map((entry) => entry.key));
      return [...entries, ...action.entries.filter((entry) => !known.has(entry.key))];
    }
    case 'asked':
      return [
        ...entries,
        {
          key: action.key,
          promptId: null,
          prompt: action.prompt,
          response: '',
          citations: [],
          blocked: false,
          declined: false,
          feedback: null,
          status: 'streaming',
          errorReason: null,
        },
      ];
    case 'answered':
      return entries.map((entry) => (entry.key === action.key ? answered(entry, action.event) : entry));
    case 'failed':
      return entries.map((entry) => (entry.key === action.key ? { ...entry, status: 'error', errorReason: action.reason } : entry));
    case 'rated':
      return entries.map((entry) => (entry.promptId === action.promptId ? { ...entry, feedback: action.feedback } : entry));
    case 'removed':
      return entries.filter((entry) => entry.key !== action.key);
  }
}

/** The question the next one follows: the last one the chat keeps. */
export function lastPromptId(entries: ConversationEntry[]): string | null {
  return entries.findLast((entry) => entry.promptId)?.promptId ?? null;
}

/** Stored feedback as the panel reads it: 'up', 'down' or none. */
export function feedbackOf(value: string | null | undefined): PromptFeedback | null {
  return value === 'up' || value === 'down' ? value : null;
}

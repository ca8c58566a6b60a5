// The AI assistant's answerer (issue #12; spec 2 §7 izola-service): given a reader's question and
// the passages of what they may read, it answers a sentence (or token run) at a time, each piece
// with the passages it rests on. Two implementations behind this one interface: the embedded
// extractive answerer (offline; sentences of the passages themselves, retrieved with BM25) and an
// OpenAI-compatible chat-completions client (LLM_BASE_URL), whose citations are checked against
// the passages it was given and which falls back to the extractive answer when they do not hold.

/** A passage of a report: the unit an answer cites. */
export interface Passage {
  /** `${contentId}:${sectionId}:${index}`: stable for one version of the report. */
  passageId: string;
  contentId: string;
  /** The section (h2) the passage is under; '' before the first section. */
  sectionId: string;
  sectionTitle: string;
  /** Position of the passage within the report, from 0. */
  index: number;
  text: string;
}

/** A passage an answer rests on. */
export interface Citation {
  passageId: string;
  contentId: string;
  sectionId: string;
  sectionTitle: string;
  /** The words of the passage the piece rests on (a sentence of it, or the whole passage). */
  quote: string;
}

export type AnswerEvent =
  /** The next piece of the answer's text, and what it rests on (none for a connective token run). */
  | { type: 'text'; text: string; citations: Citation[] }
  /** The passages cannot answer the question: said instead of a guess. */
  | { type: 'declined'; text: string };

export interface AnswerRequest {
  question: string;
  /** Candidate passages, best first, from the reader's own accessible content only. */
  passages: Passage[];
  /** Aborted when the reader goes away: no work is left running. */
  signal: AbortSignal;
}

export interface Answerer {
  readonly kind: 'extractive' | 'llm';
  answer(request: AnswerRequest): AsyncIterable<AnswerEvent>;
}

/** Whether a question (or an answer) must not be answered: personal data about people, prompt injection. */
export interface SafetyClassifier {
  classify(text: string): { blocked: boolean; reason?: string };
}

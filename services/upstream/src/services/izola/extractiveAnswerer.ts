// The embedded answerer: honest and offline. The answer is made of the report's own sentences,
// chosen by how much of the question they cover among the passages BM25 ranks best, and given in
// document order, each with the passage it comes from. When no sentence covers enough of the
// question it says the report does not cover it rather than guess. Same report, same question,
// same answer.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ASSISTANT_NOT_COVERED_MESSAGE } from '@portal/domain';
import type { AnswerEvent, AnswerRequest, Answerer, Citation } from './answerer.js';
import { scoreSentences, type ScoredSentence } from './retrieval.js';

export interface ExtractiveOptions {
  /** The passages BM25 ranks best that sentences are drawn from. */
  passageLimit?: number;
  /** Below this coverage of the question (0..1) by the best sentence, the answer is declined. */
  threshold?: number;
  minSentences?: number;
  maxSentences?: number;
}

export const EXTRACTIVE_DEFAULTS: Required<ExtractiveOptions> = { passageLimit: 8, threshold: 0.5, minSentences: 3, maxSentences: 5 };

export class ExtractiveAnswerer implements Answerer {
  readonly kind = 'extractive' as const;
  private readonly options: Required<ExtractiveOptions>;

  constructor(options: ExtractiveOptions = {}) {
    this.options = { ...EXTRACTIVE_DEFAULTS, ...options };
  }

  /** The sentences of the answer in document order; empty when the passages do not cover the question. */
  compose(question: string, passages: AnswerRequest['passages']): ScoredSentence[] {
    const { passageLimit, threshold, minSentences, maxSentences } = this.options;
    const ranked = scoreSentences(question, passages, passageLimit)
      .filter((sentence) => sentence.coverage > 0)
      .sort((a, b) => b.coverage - a.coverage || a.passage.index - b.passage.index || a.position - b.position);
    const best = ranked[0];
    if (!best || best.coverage < threshold) return [];
    // The strong sentences, up to the maximum; weaker ones only to reach the minimum.
    const strong = ranked.filter((sentence) => sentence.coverage >= best.coverage / 2);
    const chosen = strong.length >= minSentences ? strong.slice(0, maxSentences) : ranked.slice(0, minSentences);
    return chosen.sort((a, b) => a.passage.index - b.passage.index || a.position - b.position);
  }

  async *answer({ question, passages, signal }: AnswerRequest): AsyncIterable<AnswerEvent> {
    const sentences = this.compose(question, passages);
    if (sentences.length === 0) {
      yield { type: 'declined', text: ASSISTANT_NOT_COVERED_MESSAGE };
      return;
    }
    for (const [i, sentence] of sentences.entries()) {
      // A turn of the event loop between sentences: a reader who left is noticed before the next one.
      await nextTurn();
      if (signal.aborted) return;
      yield { type: 'text', text: i === 0 ? sentence.text : ` ${sentence.text}`, citations: [citationOf(sentence)] };
    }
  }
}

function citationOf({ passage, text }: ScoredSentence): Citation {
  return { passageId: passage.passageId, contentId: passage.contentId, sectionId: passage.sectionId, sectionTitle: passage.sectionTitle, quote: text };
}

// The AI assistant's model-backed answerer (issue #12): an OpenAI-compatible chat-completions
// client, prompted with the request's passages as numbered excerpts, whose every citation is
// checked against those excerpts before the reader sees a word of it.
//
// Buffered, not early: the model's tokens are read as they stream (and each sentence is checked as
// soon as it is complete, so a bad citation stops the model at once), but nothing is handed to the
// reader until the whole answer has passed the check. A correct answer beats an early one: once
// text is shown it cannot be taken back, and an answer whose citations fail falls back to the
// extractive answer, which would otherwise contradict what was already streamed. The checked answer
// is then handed on a sentence at a time, each with its citations.
//
// The check (`checkSentence`): every [n] must name an excerpt that was given (1..excerpts); a
// sentence with markers must rest on what it cites: at least half of its content words (words of
// three or more letters outside a short stop list, and numbers; compared by their first five
// characters, so "revenues" meets "revenue") must appear in the excerpts it cites, and each cited
// excerpt must share at least one of them. An answer with no citation at all fails too (the model
// ignored the instructions, or declined; the extractive answerer then declines in its own words).
//
// Fallback: an invented or unsupported citation, no citation, an HTTP error, an unreachable server,
// a malformed stream or a timeout (connect, first token, total) all give the injected fallback's
// answer to the same request, with one warning logged (the reason and the model, never the key).
// The reader going away (the request's signal) aborts the request to the model and ends the answer
// with no fallback: nothing is left running.
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AnswerEvent, AnswerRequest, Answerer, Citation, Passage } from './answerer.js';
import type { LlmSettings } from './llmSettings.js';

export const LLM_SYSTEM_PROMPT = [
  'You answer questions about research reports for their readers.',
  'Answer only from the numbered excerpts you are given; do not use any other knowledge.',
  'After every sentence, cite the excerpts it rests on by their numbers in square brackets, e.g. [1] or [2][3].',
  'Cite only numbers of excerpts you were given. Keep the wording close to the excerpts.',
  'If the excerpts do not answer the question, say so in one sentence without any citation.',
].join(' ');

/** Share of a cited sentence's content words that must appear in the excerpts it cites. */
export const MIN_SHARED_WORD_RATIO = 0.5;

export interface LlmAnswererOptions {
  settings: LlmSettings;
  /** Answers instead whenever the model's answer cannot be used (normally the extractive answerer). */
  fallback: Answerer;
  logger: Pick<Logger, 'warn'>;
}

/** One checked sentence of the model's answer, markers removed. */
interface AnswerPiece {
  text: string;
  citations: Citation[];
}

type Attempt = { ok: true; pieces: AnswerPiece[] } | { ok: false; reason: string };

// The part of OpenAI's chat.completion.chunk this client reads; other fields are ignored.
const chatCompletionChunk = z.object({
  choices: z.array(
    z.object({
      delta: z.object({ content: z.string().nullish() }).nullish(),
      finish_reason: z.string().nullish(),
    }),
  ),
});
// Some servers report a failure inside the stream instead of with an HTTP status.
const streamedError = z.object({ error: z.object({ message: z.string().optional() }).passthrough() });

export class LlmAnswerer implements Answerer {
  readonly kind = 'llm' as const;

  constructor(private readonly options: LlmAnswererOptions) {}

  async *answer(request: AnswerRequest): AsyncIterable<AnswerEvent> {
    const attempt = await this.ask(request);
    if (request.signal.aborted) return;
    if (attempt.ok) {
      for (const piece of attempt.pieces) {
        if (request.signal.aborted) return;
        yield { type: 'text', text: piece.text, citations: piece.citations };
      }
      return;
    }
    this.options.logger.warn({ model: this.options.settings.model, reason: attempt.reason }, 'LLM answer not used: falling back to the extractive answer');
    yield* this.options.fallback.answer(request);
  }

  /** Asks the model and reads its whole answer, checking each sentence as it completes. */
  private async ask(request: AnswerRequest): Promise<Attempt> {
    const { settings } = this.options;
    const excerpts = request.passages.slice(0, settings.maxExcerpts);
    if (excerpts.length === 0) return { ok: false, reason: 'no passages to give the model' };

    // One controller for our own reasons to stop (timeouts, a failed check, the end of the answer);
    // the fetch listens to it and to the reader's signal, so either closes the connection.
    const stop = new AbortController();
    let stopReason = '';
    const stopAfter = (ms: number, reason: string) =>
      setTimeout(() => {
        stopReason = reason;
        stop.abort(new Error(reason));
      }, ms);
    const total = stopAfter(settings.totalTimeoutMs, `no complete answer within ${settings.totalTimeoutMs} ms`);
    let phase = stopAfter(settings.connectTimeoutMs, `no response within ${settings.connectTimeoutMs} ms`);
    try {
      const response = await fetch(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, stream: true, messages: chatMessages(request.question, excerpts, settings.maxExcerptChars) }),
        signal: AbortSignal.any([request.signal, stop.signal]),
      });
      clearTimeout(phase);
      if (!response.ok || !response.body) return { ok: false, reason: `the model's server answered HTTP ${response.status}` };
      phase = stopAfter(settings.firstTokenTimeoutMs, `no first token within ${settings.firstTokenTimeoutMs} ms`);

      const answer = new AnswerCollector(excerpts);
      const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
      for await (const event of events) {
        if (event.data === '[DONE]') break;
        const content = chunkContent(event.data);
        if (typeof content !== 'string') return { ok: false, reason: content.problem };
        if (content === '') continue;
        clearTimeout(phase);
        const problem = answer.add(content);
        if (problem) return { ok: false, reason: problem };
      }
      return answer.finish();
    } catch (error) {
      return { ok: false, reason: stopReason || describeError(error) };
    } finally {
      clearTimeout(total);
      clearTimeout(phase);
      // Whatever ended the answer (done, a failed check, an error), the request to the model ends with it.
      stop.abort(new Error('answer finished'));
    }
  }
}

function chatMessages(question: string, excerpts: Passage[], maxChars: number) {
  const numbered = excerpts.map((passage, i) => {
    const title = passage.sectionTitle ? `(${passage.sectionTitle}) ` : '';
    return `[${i + 1}] ${title}${passage.text.slice(0, maxChars).trimEnd()}`;
  });
  return [
    { role: 'system', content: LLM_SYSTEM_PROMPT },
    { role: 'user', content: `Excerpts:\n\n${numbered.join('\n\n')}\n\nQuestion: ${question}` },
  ];
}

/** The text a chunk adds ('' for a role-only or final chunk), or what is wrong with it. */
function chunkContent(data: string): string | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { problem: 'the stream carried an event that is not JSON' };
  }
  const failure = streamedError.safeParse(json);
  if (failure.success) return { problem: `the model's server reported an error: ${failure.data.error.message ?? 'no message'}` };
  const chunk = chatCompletionChunk.safeParse(json);
  if (!chunk.success) return { problem: 'the stream carried an event that is not a chat.completion.chunk' };
  return chunk.data.choices[0]?.delta?.content ?? '';
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ? `${error.message} (${cause.code})` : cause?.message ? `${error.message} (${cause.message})` : error.message;
}

// A sentence ends at . ! or ? (with the markers that follow it) once the next sentence has begun;
// until then a marker may still be on its way.
const COMPLETE_SENTENCE = /^([\s\S]*?[.!?](?:\s*\[\d+(?:\s*,\s*\d+)*\])*)(?=\s+[^\s[])/;
const MARKER = /\s*\[(\d+(?:\s*,\s*\d+)*)\]/g;

/** Gathers the streamed answer into checked sentences. */
class AnswerCollector {
  private pending = '';
  private readonly pieces: AnswerPiece[] = [];

  constructor(private readonly excerpts: Passage[]) {}

  /** Adds streamed text; what is wrong with a sentence it completes, if anything. */
  add(text: string): string | undefined {
    this.pending += text;
    for (let match = COMPLETE_SENTENCE.exec(this.pending); match; match = COMPLETE_SENTENCE.exec(this.pending)) {
      this.pending = this.pending.slice(match[1].length);
      const problem = this.take(match[1]);
      if (problem) return problem;
    }
    return undefined;
  }

  finish(): Attempt {
    const problem = this.pending.trim() ? this.take(this.pending) : undefined;
    if (problem) return { ok: false, reason: problem };
    if (!this.pieces.some((piece) => piece.citations.length > 0)) return { ok: false, reason: 'the answer cites no excerpt' };
    return { ok: true, pieces: this.pieces };
  }

  private take(raw: string): string | undefined {
    const checked = checkSentence(raw, this.excerpts);
    if ('problem' in checked) return checked.problem;
    // The first piece starts the answer; later ones keep the whitespace (a space, a paragraph break) before them.
    const text = this.pieces.length === 0 ? checked.text.trimStart() : checked.text;
    if (text.trim()) this.pieces.push({ text, citations: checked.citations });
    return undefined;
  }
}

/** A sentence of the model's answer with its [n] markers turned into citations, or why it cannot stand. */
export function checkSentence(raw: string, excerpts: Passage[]): AnswerPiece | { problem: string } {
  const numbers = [...raw.matchAll(MARKER)].flatMap((m) => m[1].split(',').map((n) => Number(n.trim())));
  const text = raw.replace(MARKER, '').trimEnd();
  if (numbers.length === 0) return { text, citations: [] };
  const invented = numbers.find((n) => !Number.isInteger(n) || n < 1 || n > excerpts.length);
  if (invented !== undefined) return { problem: `the answer cites [${invented}] but only ${excerpts.length} excerpts were given` };

  const cited = [...new Set(numbers)].map((n) => excerpts[n - 1]);
  const sentenceWords = contentWords(text);
  const citedWords = cited.map((passage) => contentWords(passage.text));
  const shared = [...sentenceWords].filter((word) => citedWords.some((words) => words.has(word)));
  if (sentenceWords.size === 0 || shared.length / sentenceWords.size < MIN_SHARED_WORD_RATIO) {
    return { problem: `the sentence "${text.trim().slice(0, 80)}" shares too few words with the excerpts it cites` };
  }
  const idle = cited.find((_, i) => ![...sentenceWords].some((word) => citedWords[i].has(word)));
  if (idle) return { problem: `the sentence "${text.trim().slice(0, 80)}" cites an excerpt it shares no word with` };
  return { text, citations: cited.map((passage) => citationOf(passage, sentenceWords)) };
}

const STOP_WORDS = new Set(
  'the and for are but not you all any can had her was one our out has have his how its may new now who why with from that this they them then than there their these those what when where which while will would could should about into over also been were more most such only other some very your'.split(
    ' ',
  ),
);

/** Content words compared by their first five characters; numbers whole. */
function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(
    words.filter((word) => /\d/.test(word) || (word.length >= 3 && !STOP_WORDS.has(word))).map((word) => (/\d/.test(word) ? word : word.slice(0, 5))),
  );
}

/** The passage's sentence sharing most words with the answer's sentence, or the whole passage. */
function citationOf(passage: Passage, sentenceWords: Set<string>): Citation {
  const sentences = passage.text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  let quote = passage.text;
  let best = 0;
  for (const sentence of sentences) {
    const words = contentWords(sentence);
    const overlap = [...sentenceWords].filter((word) => words.has(word)).length;
    if (overlap > best) [best, quote] = [overlap, sentence.trim()];
  }
  return { passageId: passage.passageId, contentId: passage.contentId, sectionId: passage.sectionId, sectionTitle: passage.sectionTitle, quote };
}

// izola-service (spec 2 §7; issue #12): the AI assistant's answer to a question on a report, as a
// stream of JSON chunks separated by NUL, each flushed as soon as it is known. The contract's
// `response` is one chunk; the graph layer splits the bytes on IZOLA_CHUNK_SEPARATOR and parses each
// piece with izolaChunkSchema. The order: one head chunk (chatId, intent, subIntent, context,
// sources), then either summary chunks (each with its calculateCitations) or one blocked chunk, then
// the end chunk (`done: true`). 204 (a report with no text) is an empty summary; another non-2xx is
// the JSON error body of every route.
import type { output } from 'zod';
import { ASSISTANT_FEATURES, FEATURE_REQUIRED_MESSAGE, unknownFeatureMessage, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { promptQuestionSchema } from './promptmanager.js';
import { idParam, isResearchId } from './wire.js';

export const IZOLA_CHUNK_SEPARATOR = '\u0000';
export const IZOLA_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';

/** What a piece of the answer rests on: a passage of the report, and the words of it quoted. */
export const izolaCitationSchema = z.object({
  /** `${contentId}:${sectionId}:${index}` */
  passageId: z.string(),
  contentId: z.string(),
  /** The report section (h2 id, 'section-2'); '' before the first section. */
  sectionId: z.string(),
  sectionTitle: z.string(),
  /** Exactly as it stands in the passage. */
  quote: z.string(),
});
export type IzolaCitationDto = output<typeof izolaCitationSchema>;

export const izolaSourceSchema = z.object({ id: z.string(), date: z.string() });

/** One chunk: each carries only the fields it sets. */
export const izolaChunkSchema = z.object({
  /** The head: `{contentId}.{userId}`. */
  chatId: z.string().optional(),
  /** The head: what was asked for ('report-question'). */
  intent: z.string().optional(),
  /** The head: which answerer answers ('extractive' | 'llm'). */
  subIntent: z.string().optional(),
  /** The head: what the answer is drawn from (the report's title). */
  context: z.string().optional(),
  /** The head: the content the answer may cite (the report, with its published date). */
  sources: z.array(izolaSourceSchema).optional(),
  /** The next piece of the answer's text, to append. */
  summary: z.string().optional(),
  /** The passages the piece rests on (empty for a declined answer). */
  calculateCitations: z.array(izolaCitationSchema).optional(),
  /** The report does not cover the question: the summary says so instead of guessing. */
  declined: z.boolean().optional(),
  /** The question must not be answered: any blocked chunk empties the answer. */
  blocked: z.boolean().optional(),
  /** The answer is complete (streaming off). */
  done: z.boolean().optional(),
});
export type IzolaChunkDto = output<typeof izolaChunkSchema>;

export const izolaQuerySchema = z.object({
  query: promptQuestionSchema,
  feature: z.enum(ASSISTANT_FEATURES, { error: (issue) => (issue.input === undefined ? FEATURE_REQUIRED_MESSAGE : unknownFeatureMessage(String(issue.input))) }),
  contentId: idParam(isResearchId),
});

export const izolaContracts = defineContracts('izola', '/izola-service', {
  ask: {
    method: 'GET',
    path: '/',
    query: izolaQuerySchema,
    response: izolaChunkSchema,
    stream: { separator: IZOLA_CHUNK_SEPARATOR, contentType: IZOLA_CONTENT_TYPE },
  },
});

/** The chunks of a whole answer's bytes (what a client that reads it all at once does). */
const parseIzolaChunk = (piece: string): IzolaChunkDto => izolaChunkSchema.parse(JSON.parse(piece));

/** Every chunk of a whole izola-service response body. */
export function parseIzolaChunks(text: string): IzolaChunkDto[] {
  return text
    .split(IZOLA_CHUNK_SEPARATOR)
    .filter((piece) => piece.trim() !== '')
    .map(parseIzolaChunk);
}

/** The chunks of an izola-service response as they arrive, however the network splits its bytes. */
export async function* streamIzolaChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<IzolaChunkDto> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      pending += decoder.decode(read.value, { stream: true });
      const pieces = pending.split(IZOLA_CHUNK_SEPARATOR);
      pending = pieces.pop()!;
      for (const piece of pieces) if (piece.trim() !== '') yield parseIzolaChunk(piece);
    }
    pending += decoder.decode();
    if (pending.trim() !== '') yield parseIzolaChunk(pending);
  } finally {
    // Ended early (the reader of the chunks went away) or not: the connection is let go.
    await reader.cancel().catch(() => undefined);
  }
}

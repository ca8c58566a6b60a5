import { describe, expect, it } from 'vitest';
import { IZOLA_CHUNK_SEPARATOR, parseIzolaChunks, streamIzolaChunks, type IzolaChunkDto } from './izola.js';

const chunks: IzolaChunkDto[] = [
  { chatId: 'RES100001.usr-1', intent: 'report-question', subIntent: 'extractive', context: 'Cloud €', sources: [] },
  { summary: 'Spending grew 21 % — “fast”.', calculateCitations: [] },
  { done: true },
];
const body = chunks.map((chunk) => JSON.stringify(chunk)).join(IZOLA_CHUNK_SEPARATOR) + IZOLA_CHUNK_SEPARATOR;

/** The body's bytes in pieces of `size`, cutting chunks and multi-byte characters anywhere. */
function streamOf(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

describe('izola chunks', () => {
  it('parse from a whole body', () => {
    expect(parseIzolaChunks(body)).toEqual(chunks);
  });

  it('stream in order however the bytes are split, multi-byte characters included', async () => {
    const bytes = new TextEncoder().encode(body);
    for (const size of [1, 3, 7, bytes.length]) {
      const streamed: IzolaChunkDto[] = [];
      for await (const chunk of streamIzolaChunks(streamOf(bytes, size))) streamed.push(chunk);
      expect(streamed).toEqual(chunks);
    }
  });

  it('refuse a chunk that breaks the schema', async () => {
    const bad = new TextEncoder().encode(`{"summary":42}${IZOLA_CHUNK_SEPARATOR}`);
    await expect(async () => {
      for await (const _ of streamIzolaChunks(streamOf(bad, 4))) void _;
    }).rejects.toThrow();
  });
});

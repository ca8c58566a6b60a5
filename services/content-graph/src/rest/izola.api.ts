import { IZOLA_CHUNK_SEPARATOR, izolaChunkSchema, izolaContracts, type IzolaChunkDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

// izola-service: the assistant's answer, read chunk by chunk as it streams (NUL-separated JSON).
// Never cached: one reader's question, answered now.
export class IzolaApi extends PortalRestDataSource {
  /** The answer's chunks as they arrive; none for a 204 (a report without text: an empty summary). */
  async *ask(contentId: string, question: string, signal: AbortSignal): AsyncGenerator<IzolaChunkDto> {
    const body = await this.openStream(izolaContracts.ask, { query: { query: question, feature: 'izola', contentId } }, signal);
    if (!body) return;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        pending += decoder.decode(value, { stream: true });
        for (let at = pending.indexOf(IZOLA_CHUNK_SEPARATOR); at >= 0; at = pending.indexOf(IZOLA_CHUNK_SEPARATOR)) {
          const piece = pending.slice(0, at);
          pending = pending.slice(at + 1);
          if (piece.trim() !== '') yield izolaChunkSchema.parse(JSON.parse(piece));
        }
      }
    } finally {
      // The subscription went away (or the answer ended): let go of the connection.
      await reader.cancel().catch(() => undefined);
    }
  }
}

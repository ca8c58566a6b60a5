import { izolaContracts, streamIzolaChunks, type IzolaChunkDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

// izola-service: the assistant's answer, read chunk by chunk as it streams (NUL-separated JSON).
// Never cached: one reader's question, answered now.
export class IzolaApi extends PortalRestDataSource {
  /** The answer's chunks as they arrive; none for a 204 (a report without text: an empty summary). */
  async *ask(contentId: string, question: string, signal: AbortSignal): AsyncGenerator<IzolaChunkDto> {
    const body = await this.openStream(izolaContracts.ask, { query: { query: question, feature: 'izola', contentId } }, signal);
    if (!body) return;
    // The subscription going away ends this generator, which lets go of the connection.
    yield* streamIzolaChunks(body);
  }
}

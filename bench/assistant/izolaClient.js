// izola-service asked directly, as content-graph asks it: GET /izola-service with the signed user
// context the gateway would forward (signed here with the stack's USER_CONTEXT_SECRET). The chunks
// are read as they arrive (the contracts' streamIzolaChunks), so the time to the first piece of the
// answer is known.
import { performance } from 'node:perf_hooks';
import { izolaContracts, searchParamsOf, streamIzolaChunks } from '@portal/contracts';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import { RateLimitedError } from './rateLimited.js';

/** The first chunk that is part of the answer: what the gateway's first event carries. */
export const isAnswerChunk = (chunk) => chunk.summary !== undefined || chunk.blocked === true;

export function izolaAsker({ upstreamUrl, userContextSecret, reader }) {
  let signed = null;
  // The signature lasts 5 minutes: a fresh one each minute, outside the timed span.
  const userContext = async () => {
    if (!signed || performance.now() - signed.at > 60_000) signed = { at: performance.now(), token: await signUserContext({ id: reader.id }, userContextSecret) };
    return signed.token;
  };

  /** One question: its chunks, and ms to the first answer chunk and to the end of the stream. */
  return async function ask({ question, contentId }) {
    const headers = { [USER_CONTEXT_HEADER]: await userContext() };
    const url = `${upstreamUrl}${izolaContracts.ask.fullPath}?${searchParamsOf({ query: question, feature: 'izola', contentId })}`;
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    if (response.status === 429) throw new RateLimitedError(`izola-service answered 429: ${await response.text()}`);
    if (response.status !== 200) throw new Error(`izola-service answered ${response.status} for ${contentId}: ${await response.text()}`);
    const chunks = [];
    let firstChunkMs = null;
    for await (const chunk of streamIzolaChunks(response.body)) {
      if (firstChunkMs === null && isAnswerChunk(chunk)) firstChunkMs = performance.now() - t0;
      chunks.push(chunk);
    }
    return { chunks, firstChunkMs, fullMs: performance.now() - t0 };
  };
}

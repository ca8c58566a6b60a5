// One answer as izola-service streams it (the chunk format is @portal/contracts izola.ts): the head,
// then the answerer's pieces, each written and flushed as it comes, then the end. A blocked question
// gets a blocked chunk and no answer at all. When the reader goes away the answerer is aborted
// through its AbortSignal and nothing more is written; a failure after the head cuts the stream
// without its end chunk, which the reader takes for an error.
import { once } from 'node:events';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { IZOLA_CHUNK_SEPARATOR, IZOLA_CONTENT_TYPE, type IzolaChunkDto } from '@portal/contracts';
import type { Answerer, Passage, SafetyClassifier } from './answerer.js';
import type { AnswerRounds, RoundOutcome } from './answerRounds.js';

export interface AnswerStreamRequest {
  head: IzolaChunkDto;
  question: string;
  passages: Passage[];
  answerer: Answerer;
  safety: SafetyClassifier;
  rounds: AnswerRounds;
  logger: Logger;
}

export async function streamAnswer(res: Response, { head, question, passages, answerer, safety, rounds, logger }: AnswerStreamRequest): Promise<RoundOutcome> {
  const controller = new AbortController();
  const { signal } = controller;
  // 'close' before the response finished: the reader went away (or the connection broke).
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.on('close', onClose);

  res.status(200).set({ 'Content-Type': IZOLA_CONTENT_TYPE, 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
  res.flushHeaders();

  const write = async (chunk: IzolaChunkDto) => {
    if (signal.aborted) return;
    // Waits for a slow reader; rejects (AbortError) when the reader leaves meanwhile.
    if (!res.write(JSON.stringify(chunk) + IZOLA_CHUNK_SEPARATOR)) await once(res, 'drain', { signal });
  };

  rounds.started();
  let outcome: RoundOutcome = 'answered';
  try {
    await write(head);
    if (safety.classify(question).blocked) {
      outcome = 'blocked';
      await write({ blocked: true });
    } else {
      for await (const event of answerer.answer({ question, passages, signal })) {
        if (signal.aborted) break;
        if (event.type === 'declined') {
          outcome = 'declined';
          await write({ summary: event.text, calculateCitations: [], declined: true });
        } else {
          await write({ summary: event.text, calculateCitations: event.citations });
        }
      }
    }
    if (signal.aborted) outcome = 'aborted';
    else {
      await write({ done: true });
      res.end();
    }
  } catch (error) {
    if (signal.aborted) outcome = 'aborted';
    else {
      outcome = 'failed';
      logger.error({ err: error, answerer: answerer.kind }, 'izola-service: the answer failed mid-stream');
      res.destroy();
    }
  } finally {
    res.off('close', onClose);
    rounds.ended(outcome);
  }
  return outcome;
}

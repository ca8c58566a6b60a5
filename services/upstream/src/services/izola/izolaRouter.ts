// izola-service (spec 2 §7; issue #12): GET /izola-service?query=&feature=izola&contentId= answers a
// signed-in reader's question on a report they may read, as a stream of NUL-separated JSON chunks
// (answerStream.ts). A visitor gets 401, a reader without the assistant (permission-service's
// hasAccess) or without access to the report 403, an unknown report 404, a report with no text 204
// (an empty summary). The answerer and the safety classifier
// are injected: the extractive answerer and the default classifier unless the module is given others.
import type { Router } from 'express';
import type { Logger } from 'pino';
import { izolaContracts } from '@portal/contracts';
import { ASSISTANT_NOT_ACCESSIBLE_MESSAGE, SIGN_IN_FOR_CHAT_MESSAGE, chatIdOf, hasAiAccess, type FeatureFlagValues } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { HttpError } from '../../http/httpError.js';
import { findOrNotFound } from '../../http/findById.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { canRead, readerOf } from '../research/access.js';
import { findResearch } from '../research/researchStore.js';
import type { Answerer, SafetyClassifier } from './answerer.js';
import type { AnswerRounds } from './answerRounds.js';
import { streamAnswer } from './answerStream.js';
import { reportPassages } from './passages.js';
import { bestFirst } from './retrieval.js';

export const IZOLA_SERVICE_PATH = izolaContracts.ask.prefix;
/** The head chunk's intent: a question on the report the chat is about. */
export const REPORT_QUESTION_INTENT = 'report-question';

export interface IzolaRouterOptions {
  db: Database;
  logger: Logger;
  answerer: Answerer;
  safety: SafetyClassifier;
  rounds: AnswerRounds;
  /** This deployment's release_{product}_ai_access flags: the assistant itself is a product feature. */
  flags: FeatureFlagValues;
}

export function izolaRouter({ db, logger, answerer, safety, rounds, flags }: IzolaRouterOptions): Router {
  const router = serviceRouter();

  serveContract(router, izolaContracts.ask, { before: [requireSignedIn(SIGN_IN_FOR_CHAT_MESSAGE)] }, async ({ query: { query, contentId } }, req, res) => {
    const userId = signedInUserId(res);
    const [reader, report] = await Promise.all([readerOf(db, callerOf(req)), findOrNotFound(findResearch, db, contentId, 'Research')]);
    // The permission-service's rule (hasAccess) holds here too: the panel asks it first, but a
    // question sent straight to the graph must meet the same rule, as must the report's own.
    if (!hasAiAccess(reader, flags) || !canRead(reader, report)) throw new HttpError(403, ASSISTANT_NOT_ACCESSIBLE_MESSAGE);

    const passages = reportPassages(report.contentId, report.bodyJson.blocks);
    if (passages.length === 0) {
      res.status(204).set('Cache-Control', 'no-store').end();
      return undefined;
    }
    const head = {
      chatId: chatIdOf(report.contentId, userId),
      intent: REPORT_QUESTION_INTENT,
      subIntent: answerer.kind,
      context: report.title,
      sources: [{ id: report.contentId, date: report.publishedDate }],
    };
    // Best first, as the Answerer interface says (an LLM answerer takes the first few as its excerpts).
    const outcome = await streamAnswer(res, { head, question: query, passages: bestFirst(query, passages), answerer, safety, rounds, logger });
    logger.info({ contentId: report.contentId, answerer: answerer.kind, outcome }, 'izola-service: answer streamed');
    return undefined;
  });

  return router;
}

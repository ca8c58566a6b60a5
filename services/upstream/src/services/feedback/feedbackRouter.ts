// feedback-service (packages/contracts feedback.ts): the signed-in caller's Net Promoter Score
// answer, read and given. Never cached; 401 without a signed user. Visitors are not asked (see
// web/src/pages/net-promoter-score): their id is an unsigned cookie anyone can renew, so "one
// answer per reader per period" could not hold for them.
import express, { type Router } from 'express';
import { feedbackContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { answerNps, currentNpsAnswer, toNpsAnswerDto } from './npsStore.js';

export const FEEDBACK_SERVICE_PATH = feedbackContracts.myNps.prefix;
export const NPS_SIGN_IN_MESSAGE = 'The Net Promoter Score survey requires a signed-in user (x-portal-user)';

export function feedbackRouter(db: Database): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const signedIn = requireSignedIn(NPS_SIGN_IN_MESSAGE);
  serveContract(router, feedbackContracts.myNps, { before: [signedIn] }, async (_input, _req, res) => {
    const row = await currentNpsAnswer(db, signedInUserId(res), new Date());
    return { answer: row && toNpsAnswerDto(row) };
  });
  // A comment at its limit is a few kilobytes even in multi-byte characters; anything larger is no answer.
  serveContract(router, feedbackContracts.answerNps, { before: [express.json({ limit: '16kb' }), signedIn] }, async ({ body }, _req, res) => {
    const { row, created } = await answerNps(db, signedInUserId(res), body);
    res.status(created ? 201 : 200);
    return toNpsAnswerDto(row);
  });
  return router;
}

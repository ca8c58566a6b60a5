// alerts-service (spec 2 §7): the signed-in user's follows. Analysts: POST …/webalerts/alerts with
// [{ analystId }] (201), DELETE …/webalerts/alerts/{alertId} (204). Topics (paths ours, the spec
// names none): POST …/webalerts/topics with [{ searchString }] (201); a topic alert is deleted
// like any other. GET …/webalerts/alerts lists both. Never cached: one user's data.
import express, { type Router } from 'express';
import { MAX_ANALYST_FOLLOWS, MAX_TOPIC_FOLLOWS, alertsContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { findAnalysts } from '../analyst/analystStore.js';
import { ANALYST_LIMIT_MESSAGE, TOPIC_LIMIT_MESSAGE } from './alertRequests.js';
import { FollowLimitReached, deleteAlert, followAnalysts, followTopics, listAlerts, toAlertDto, toAnalystAlertDto, toTopicAlertDto } from './alertStore.js';

export const ALERTS_SERVICE_PATH = alertsContracts.list.prefix;
export const SIGN_IN_REQUIRED_MESSAGE = 'Following requires a signed-in user (x-portal-user)';

export const alertNotFound = (id: string) => notFound(`Alert ${id} not found`);
export const analystNotFound = (id: string) => notFound(`Analyst ${id} not found`);
export const analystInactive = (id: string) => badRequest(`Analyst ${id} is inactive and cannot be followed`);

/** Spec 1 §4: an inactive analyst has no follow button, so following one is refused here too. */
async function checkFollowable(db: Database, analystIds: readonly string[]): Promise<void> {
  const found = await findAnalysts(db, analystIds);
  for (const id of analystIds) {
    const analyst = found.get(id);
    if (!analyst) throw analystNotFound(id);
    if (!analyst.active) throw analystInactive(id);
  }
}

async function withLimit<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof FollowLimitReached) throw badRequest(message);
    throw error;
  }
}

export function alertsRouter(db: Database): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const json = express.json({ limit: '128kb' });

  // Signed in first (401), whatever was sent.
  const signedIn = requireSignedIn(SIGN_IN_REQUIRED_MESSAGE);

  serveContract(router, alertsContracts.list, { before: [signedIn] }, async (_input, _req, res) => (await listAlerts(db, signedInUserId(res))).map(toAlertDto));

  serveContract(router, alertsContracts.followAnalysts, { before: [json, signedIn] }, async ({ body: analystIds }, _req, res) => {
    await checkFollowable(db, analystIds);
    const rows = await withLimit(followAnalysts(db, signedInUserId(res), analystIds, MAX_ANALYST_FOLLOWS), ANALYST_LIMIT_MESSAGE);
    res.status(201);
    return rows.map(toAnalystAlertDto);
  });

  serveContract(router, alertsContracts.followTopics, { before: [json, signedIn] }, async ({ body: topics }, _req, res) => {
    const rows = await withLimit(followTopics(db, signedInUserId(res), topics, MAX_TOPIC_FOLLOWS), TOPIC_LIMIT_MESSAGE);
    res.status(201);
    return rows.map(toTopicAlertDto);
  });

  serveContract(router, alertsContracts.delete, { before: [signedIn] }, async ({ params: { id } }, _req, res) => {
    // Someone else's alert is answered exactly like a missing one: its existence is not revealed.
    if (!(await deleteAlert(db, signedInUserId(res), id))) throw alertNotFound(id);
    res.status(204).end();
    return undefined;
  });

  return router;
}

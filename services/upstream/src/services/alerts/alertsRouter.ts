// alerts-service (spec 2 §7): the signed-in user's follows. Analysts: POST …/webalerts/alerts with
// [{ analystId }] (201), DELETE …/webalerts/alerts/{alertId} (204). Topics (paths ours, the spec
// names none): POST …/webalerts/topics with [{ searchString }] (201); a topic alert is deleted
// like any other. GET …/webalerts/alerts lists both. Never cached: one user's data.
import express, { type Router } from 'express';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { badRequest, notFound, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { findAnalysts } from '../analyst/analystStore.js';
import {
  ANALYST_LIMIT_MESSAGE,
  MAX_ANALYST_FOLLOWS,
  MAX_TOPIC_FOLLOWS,
  TOPIC_LIMIT_MESSAGE,
  followAnalystsBody,
  followTopicsBody,
  isAlertId,
} from './alertRequests.js';
import { FollowLimitReached, deleteAlert, followAnalysts, followTopics, listAlerts, toAlertDto } from './alertStore.js';

export const ALERTS_SERVICE_PATH = '/alerts-service/api/v1/webalerts';
export const SIGN_IN_REQUIRED_MESSAGE = 'Following requires a signed-in user (x-portal-user)';

export const alertNotFound = (id: string) => notFound(`Alert ${id} not found`);
export const analystNotFound = (id: string) => notFound(`Analyst ${id} not found`);
export const analystInactive = (id: string) => badRequest(`Analyst ${id} is inactive and cannot be followed`);

function userIdOf(req: express.Request): string {
  const { userId } = callerOf(req);
  if (userId === null) throw unauthorized(SIGN_IN_REQUIRED_MESSAGE);
  return userId;
}

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
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  const json = express.json({ limit: '128kb' });

  router.get('/alerts', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await listAlerts(db, userId)).map(toAlertDto));
  });

  router.post('/alerts', json, async (req, res) => {
    const userId = userIdOf(req);
    const analystIds = parseOrBadRequest(followAnalystsBody, req.body);
    await checkFollowable(db, analystIds);
    const rows = await withLimit(followAnalysts(db, userId, analystIds, MAX_ANALYST_FOLLOWS), ANALYST_LIMIT_MESSAGE);
    res.status(201).json(rows.map(toAlertDto));
  });

  router.post('/topics', json, async (req, res) => {
    const userId = userIdOf(req);
    const topics = parseOrBadRequest(followTopicsBody, req.body);
    const rows = await withLimit(followTopics(db, userId, topics, MAX_TOPIC_FOLLOWS), TOPIC_LIMIT_MESSAGE);
    res.status(201).json(rows.map(toAlertDto));
  });

  router.delete('/alerts/:id', async (req, res) => {
    const userId = userIdOf(req);
    const id = req.params.id as string;
    if (!isAlertId(id)) throw badRequest(`Invalid alert id: ${id}`);
    // Someone else's alert is answered exactly like a missing one: its existence is not revealed.
    if (!(await deleteAlert(db, userId, id))) throw alertNotFound(id);
    res.status(204).end();
  });

  return router;
}

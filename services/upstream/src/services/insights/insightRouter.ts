// planning-guide-service and prediction-service (spec 3 §2, §6, §7 "Page content by id"; paths
// ours, the spec shows none): the pages of a kind (cards, public) and one page by slug or id. A
// restricted page without a user answers 401: the portal shows its no-access message then.
import type { Request, Response, Router } from 'express';
import { planningGuideContracts, predictionContracts, type InsightPageDto } from '@portal/contracts';
import type { InsightPageKind } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { callerOf, USER_CONTEXT_HEADER } from '../../http/caller.js';
import { cachePrivate, cachePublic } from '../../http/cacheControl.js';
import { notFound, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findInsightPage, listInsightPages } from './insightStore.js';

export const PLANNING_GUIDE_SERVICE_PATH = planningGuideContracts.list.prefix;
export const PREDICTION_SERVICE_PATH = predictionContracts.list.prefix;

export const INSIGHT_NOT_ACCESSIBLE: Record<InsightPageKind, string> = {
  planningGuide: 'Planning guide is not accessible with the current credentials',
  prediction: 'Prediction is not accessible with the current credentials',
};

const LABELS: Record<InsightPageKind, string> = { planningGuide: 'Planning guide', prediction: 'Prediction' };

/** Every page of a kind, as cards: public, whoever asks. */
function listOf(db: Database, kind: InsightPageKind) {
  return async (_input: unknown, _req: Request, res: Response) => {
    cachePublic(res);
    return { items: await listInsightPages(db, kind) };
  };
}

/** One page by its key; a restricted one only to a user, and never into a shared cache. */
async function pageOf(db: Database, kind: InsightPageKind, key: { slug: string } | { id: string }, req: Request, res: Response): Promise<InsightPageDto> {
  const caller = callerOf(req);
  const page = await findInsightPage(db, kind, key);
  if (!page) throw notFound(`${LABELS[kind]} ${'slug' in key ? key.slug : key.id} not found`);
  res.vary(USER_CONTEXT_HEADER);
  if (page.access === 'restricted' && caller.userId === null) throw unauthorized(INSIGHT_NOT_ACCESSIBLE[kind]);
  if (page.access === 'restricted') cachePrivate(res);
  else cachePublic(res);
  return page;
}

export function planningGuideRouter(db: Database): Router {
  const router = serviceRouter();
  serveContract(router, planningGuideContracts.list, listOf(db, 'planningGuide'));
  serveContract(router, planningGuideContracts.get, ({ params: { slug } }, req, res) => pageOf(db, 'planningGuide', { slug }, req, res));
  return router;
}

export function predictionRouter(db: Database): Router {
  const router = serviceRouter();
  serveContract(router, predictionContracts.list, listOf(db, 'prediction'));
  serveContract(router, predictionContracts.get, ({ params: { id } }, req, res) => pageOf(db, 'prediction', { id }, req, res));
  return router;
}

// planning-guide-service and prediction-service (spec 3 §2, §6, §7 "Page content by id"; paths
// ours, the spec shows none): the pages of a kind (cards, public) and one page by slug or id. A
// restricted page without a user answers 401: the portal shows its no-access message then.
import type { Router } from 'express';
import { PREDICTION_ID_PATTERN, type InsightPageKind } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { callerOf, USER_CONTEXT_HEADER } from '../../http/caller.js';
import { cachePrivate, cachePublic } from '../../http/cacheControl.js';
import { badRequest, notFound, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { findInsightPage, listInsightPages } from './insightStore.js';

export const PLANNING_GUIDE_SERVICE_PATH = '/planning-guide-service/api/v1';
export const PREDICTION_SERVICE_PATH = '/prediction-service/api/v1';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const INSIGHT_NOT_ACCESSIBLE: Record<InsightPageKind, string> = {
  planningGuide: 'Planning guide is not accessible with the current credentials',
  prediction: 'Prediction is not accessible with the current credentials',
};

function insightRouter(db: Database, kind: InsightPageKind, collection: string, lookup: 'slug' | 'id'): Router {
  const router = serviceRouter();
  const label = kind === 'planningGuide' ? 'Planning guide' : 'Prediction';

  router.get(`/${collection}`, async (_req, res) => {
    cachePublic(res);
    res.json({ items: await listInsightPages(db, kind) });
  });

  router.get(`/${collection}/:key`, async (req, res) => {
    const key = req.params.key as string;
    if (lookup === 'slug' ? !SLUG.test(key) || key.length > 255 : !PREDICTION_ID_PATTERN.test(key)) throw badRequest(`Invalid ${lookup}: ${key}`);
    const caller = callerOf(req);
    const page = await findInsightPage(db, kind, lookup === 'slug' ? { slug: key } : { id: key });
    if (!page) throw notFound(`${label} ${key} not found`);
    res.vary(USER_CONTEXT_HEADER);
    if (page.access === 'restricted' && caller.userId === null) throw unauthorized(INSIGHT_NOT_ACCESSIBLE[kind]);
    if (page.access === 'restricted') cachePrivate(res);
    else cachePublic(res);
    res.json(page);
  });

  return router;
}

export function planningGuideRouter(db: Database): Router {
  return insightRouter(db, 'planningGuide', 'planning-guides', 'slug');
}

export function predictionRouter(db: Database): Router {
  return insightRouter(db, 'prediction', 'predictions', 'id');
}

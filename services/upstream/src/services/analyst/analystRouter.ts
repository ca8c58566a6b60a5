// analyst service: one analyst or a batch, as AnalystDto; the directory's search.
import type { Router } from 'express';
import type { AnalystDto } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { isAnalystId } from '../../http/ids.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest, validateIdParam, validateIdsQuery } from '../../http/validate.js';
import { cachedAnalystFacets } from './analystFacets.js';
import { searchAnalysts } from './analystSearch.js';
import { analystSearchQuerySchema } from './analystSearchSchema.js';
import { findAnalysts } from './analystStore.js';
import { relatedAnalysts } from './relatedAnalysts.js';
import { relatedAnalystsQuerySchema } from './relatedAnalystsSchema.js';

export const ANALYST_SERVICE_PATH = '/api/v1/analyst';

export function analystRouter(db: Database): Router {
  const router = serviceRouter();
  const facets = cachedAnalystFacets(db);

  // Before '/:id', which would read 'search' as a malformed id.
  router.get('/search', async (req, res) => {
    const params = parseOrBadRequest(analystSearchQuerySchema, req.query);
    const answer = await searchAnalysts(db, facets, params);
    cachePublic(res);
    res.json(answer);
  });

  router.get('/:id', validateIdParam(isAnalystId), async (req, res) => {
    const id = req.params.id as string;
    const analyst = (await findAnalysts(db, [id])).get(id);
    if (!analyst) throw notFound(`Analyst ${id} not found`);
    cachePublic(res);
    res.json(analyst);
  });

  router.get('/:id/related', validateIdParam(isAnalystId), async (req, res) => {
    const id = req.params.id as string;
    const { page, size } = parseOrBadRequest(relatedAnalystsQuerySchema, req.query);
    const analyst = (await findAnalysts(db, [id])).get(id);
    if (!analyst) throw notFound(`Analyst ${id} not found`);
    cachePublic(res);
    res.json(await relatedAnalysts(db, analyst, page, size));
  });

  router.get('/', validateIdsQuery(isAnalystId), async (_req, res) => {
    const ids = res.locals.ids as string[];
    const found = await findAnalysts(db, ids);
    const items = ids.map((id) => found.get(id)).filter((analyst): analyst is AnalystDto => analyst !== undefined);
    cachePublic(res);
    res.json({ items });
  });

  return router;
}

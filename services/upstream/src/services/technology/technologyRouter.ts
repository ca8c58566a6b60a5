// techcatalog-service (spec 3 §7 "page content by id", paths ours): one technology page with its
// related research, or a batch of technologies for cards.
import type { Router } from 'express';
import { z } from 'zod';
import { isTechnologyId, type TechnologyPageDto } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest, validateIdParam, validateIdsQuery } from '../../http/validate.js';
import { findTechnologies, relatedResearchIdsOf } from './technologyStore.js';
import { findOrNotFound, inAskedOrder } from '../../http/findById.js';

export const TECHCATALOG_SERVICE_PATH = '/techcatalog-service/api/v1';

const batchQuery = z.object({
  withRelatedResearch: z.enum(['true', 'false'], { error: 'withRelatedResearch must be true or false' }).default('false').transform((value) => value === 'true'),
});

export function technologyRouter(db: Database): Router {
  const router = serviceRouter();

  router.get('/technology/:id', validateIdParam(isTechnologyId), async (req, res) => {
    const id = req.params.id as string;
    const technology = await findOrNotFound(findTechnologies, db, id, 'Technology');
    const related = await relatedResearchIdsOf(db, [technology]);
    const page: TechnologyPageDto = { ...technology, relatedResearchIds: related.get(id) ?? [] };
    cachePublic(res);
    res.json(page);
  });

  // In the order asked; unknown ids are left out. `withRelatedResearch=true` adds each one's
  // relatedResearchIds (one more query for the whole batch).
  router.get('/technology', validateIdsQuery(isTechnologyId), async (req, res) => {
    const ids = res.locals.ids as string[];
    const { withRelatedResearch } = parseOrBadRequest(batchQuery, req.query);
    const found = await findTechnologies(db, ids);
    const items = inAskedOrder(ids, found);
    const related = withRelatedResearch ? await relatedResearchIdsOf(db, items) : null;
    cachePublic(res);
    res.json({ items: related ? items.map((item): TechnologyPageDto => ({ ...item, relatedResearchIds: related.get(item.contentId) ?? [] })) : items });
  });

  return router;
}

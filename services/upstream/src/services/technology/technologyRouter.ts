// techcatalog-service (spec 3 §7 "page content by id", paths ours): one technology page with its
// related research, or a batch of technologies for cards.
import type { Router } from 'express';
import { technologyContracts, type TechnologyPageDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findTechnologies, relatedResearchIdsOf } from './technologyStore.js';
import { findOrNotFound, inAskedOrder } from '../../http/findById.js';

export const TECHCATALOG_SERVICE_PATH = technologyContracts.get.prefix;

export function technologyRouter(db: Database): Router {
  const router = serviceRouter();

  serveContract(router, technologyContracts.get, async ({ params: { id } }, _req, res) => {
    const technology = await findOrNotFound(findTechnologies, db, id, 'Technology');
    const related = await relatedResearchIdsOf(db, [technology]);
    cachePublic(res);
    return { ...technology, relatedResearchIds: related.get(id) ?? [] };
  });

  // `withRelatedResearch=true` adds each one's relatedResearchIds (one more query for the whole batch).
  serveContract(router, technologyContracts.batch, async ({ query: { ids, withRelatedResearch } }, _req, res) => {
    const found = await findTechnologies(db, ids);
    const items = inAskedOrder(ids, found);
    const related = withRelatedResearch ? await relatedResearchIdsOf(db, items) : null;
    cachePublic(res);
    return { items: related ? items.map((item): TechnologyPageDto => ({ ...item, relatedResearchIds: related.get(item.contentId) ?? [] })) : items };
  });

  return router;
}

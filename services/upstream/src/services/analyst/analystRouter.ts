// analyst service: one analyst or a batch, as AnalystDto; the directory's search.
import type { Router } from 'express';
import { analystContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { cachedAnalystFacets } from './analystFacets.js';
import { searchAnalysts } from './analystSearch.js';
import { findAnalysts } from './analystStore.js';
import { relatedAnalysts } from './relatedAnalysts.js';
import { findOrNotFound, publicBatch, publicById } from '../../http/findById.js';

export const ANALYST_SERVICE_PATH = analystContracts.get.prefix;

export function analystRouter(db: Database): Router {
  const router = serviceRouter();
  const facets = cachedAnalystFacets(db);

  // Before '/:id', which would read 'search' as a malformed id.
  serveContract(router, analystContracts.search, async ({ query }, _req, res) => {
    const answer = await searchAnalysts(db, facets, query);
    cachePublic(res);
    return answer;
  });

  serveContract(router, analystContracts.get, publicById(findAnalysts, db, 'Analyst'));

  serveContract(router, analystContracts.related, async ({ params: { id }, query: { page, size } }, _req, res) => {
    const analyst = await findOrNotFound(findAnalysts, db, id, 'Analyst');
    cachePublic(res);
    return relatedAnalysts(db, analyst, page, size);
  });

  serveContract(router, analystContracts.batch, publicBatch(findAnalysts, db));

  return router;
}

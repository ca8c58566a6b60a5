// GET /search-service/api/v1/search?type={product}-techcategory (spec 3 §7): the catalogue search.
// Mounted before the search-service's own router; any other `type` passes on to it (the contract's
// servesOnly).
import type { Router } from 'express';
import { technologySearchContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { TechnologyIndex, type TechnologySearchRequest } from './technologyIndex.js';
import { allTechnologies } from './technologyStore.js';

/** The catalogue changes with a release, not by the minute. */
export const TECHNOLOGY_SEARCH_MAX_AGE_SECONDS = 300;
const DAY_MS = 86_400_000;

export function technologySearchRouter(db: Database): Router {
  const router = serviceRouter();
  let index: Promise<TechnologyIndex> | undefined;
  const indexOf = () => {
    index ??= allTechnologies(db).then((items) => new TechnologyIndex(items));
    // A failed build is retried by the next search.
    index.catch(() => (index = undefined));
    return index;
  };

  serveContract(router, technologySearchContracts.search, async ({ query: params }, _req, res) => {
    const query = params.query.trim();
    const sortType = params.sortType ?? (query === '' ? 'date' : 'relevance');
    const days = params.publishedSinceInDays;
    const request: TechnologySearchRequest = {
      query,
      ipTypes: params.ipType ?? [],
      emerging: params.isEmergingTechnology ?? null,
      publishedFrom: days !== undefined && days > 0 ? new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10) : null,
      sortType,
      sortOrder: params.sortOrder ?? (sortType === 'name' ? 'asc' : 'desc'),
      page: params.page,
      size: params.size,
    };
    const result = (await indexOf()).search(request);
    const totalPages = Math.ceil(result.total / request.size);
    // The same for everyone: the catalogue holds no restricted items.
    res.set('Cache-Control', `public, max-age=${TECHNOLOGY_SEARCH_MAX_AGE_SECONDS}`);
    return {
      content: result.items,
      page: request.page,
      size: request.size,
      totalElements: result.total,
      totalPages,
      last: request.page >= totalPages,
    };
  });

  return router;
}

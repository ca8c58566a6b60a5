// search-service router: search, autocomplete and related research for a report.
import type { Router } from 'express';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { USER_CONTEXT_HEADER, callerOf } from '../../http/caller.js';
import { cachePrivate, cachePublic } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { isResearchId } from '../../http/ids.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest, validateIdParam } from '../../http/validate.js';
import { readerOf } from '../research/access.js';
import { findRelatedResearch } from './related.js';
import { buildSearchIndex } from './buildSearchIndex.js';
import { mountSearchEndpoints } from './searchEndpoints.js';
import type { SearchIndex } from './searchIndex.js';

export const SEARCH_SERVICE_PATH = '/search-service/api/v1';
export const DEFAULT_RELATED_SIZE = 3;
export const MAX_RELATED_SIZE = 20;

const SIZE_MESSAGE = `size must be an integer from 1 to ${MAX_RELATED_SIZE}`;
const relatedQuery = z.object({
  size: z.coerce
    .number({ error: SIZE_MESSAGE })
    .int({ error: SIZE_MESSAGE })
    .min(1, { error: SIZE_MESSAGE })
    .max(MAX_RELATED_SIZE, { error: SIZE_MESSAGE })
    .default(DEFAULT_RELATED_SIZE),
});

/**
 * `searchIndex`: the index main builds at start-up. Without one (tests, tools), an in-memory
 * index is built from the database on the first search, once.
 */
export function searchRouter(db: Database, searchIndex?: SearchIndex): Router {
  const router = serviceRouter();
  let lazyIndex: Promise<SearchIndex> | undefined;
  mountSearchEndpoints(router, () => {
    if (searchIndex) return Promise.resolve(searchIndex);
    lazyIndex ??= buildSearchIndex({ db, location: 'memory' }).then((built) => built.index);
    // A failed build is retried by the next search instead of failing every one after it.
    lazyIndex.catch(() => (lazyIndex = undefined));
    return lazyIndex;
  }, (caller) => readerOf(db, caller));

  router.get('/related-research/:id', validateIdParam(isResearchId), async (req, res) => {
    const id = req.params.id as string;
    const { size } = parseOrBadRequest(relatedQuery, req.query);
    const caller = callerOf(req);
    const related = await findRelatedResearch(db, id, size, { reader: await readerOf(db, caller) });
    if (related === null) throw notFound(`Research ${id} not found`);
    res.vary(USER_CONTEXT_HEADER);
    if (caller.userId !== null) cachePrivate(res);
    else cachePublic(res);
    res.json({ items: related.map((contentId) => ({ contentId })) });
  });

  return router;
}

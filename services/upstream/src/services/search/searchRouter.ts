// search-service router: search, autocomplete and related research for a report.
import type { Router } from 'express';
import { searchContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { USER_CONTEXT_HEADER, callerOf } from '../../http/caller.js';
import { cachePrivate, cachePublic } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { readerOf } from '../research/access.js';
import { findRelatedResearch } from './related.js';
import { buildSearchIndex } from './buildSearchIndex.js';
import { mountSearchEndpoints } from './searchEndpoints.js';
import type { SearchIndex } from './searchIndex.js';

export const SEARCH_SERVICE_PATH = searchContracts.search.prefix;

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

  serveContract(router, searchContracts.related, async ({ params: { id }, query: { size } }, req, res) => {
    const caller = callerOf(req);
    const related = await findRelatedResearch(db, id, size, { reader: await readerOf(db, caller) });
    if (related === null) throw notFound(`Research ${id} not found`);
    res.vary(USER_CONTEXT_HEADER);
    if (caller.userId !== null) cachePrivate(res);
    else cachePublic(res);
    return { items: related.map((contentId) => ({ contentId })) };
  });

  return router;
}

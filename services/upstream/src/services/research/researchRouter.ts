// research-service: one report, or a batch of them, as ResearchDto; the caller's access to a batch of
// reports; and figure data by graphics id.
import type { Router } from 'express';
import type { ResearchDto } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { USER_CONTEXT_HEADER, callerOf } from '../../http/caller.js';
import { notFound, unauthorized } from '../../http/httpError.js';
import { isAnalystId, isGraphicsId, isResearchId } from '../../http/ids.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest, validateIdParam, validateIdsQuery } from '../../http/validate.js';
import { cachePrivate, cachePublic, noStore } from '../../http/cacheControl.js';
import { checkAccess } from './accessCheck.js';
import { NOT_ACCESSIBLE_MESSAGE, cacheResearch, canRead, readerOf } from './access.js';
import { findGraphics } from './graphicsStore.js';
import { findResearch } from './researchStore.js';
import { researchByAuthor, researchByAuthorQuerySchema } from './researchByAuthor.js';

export const RESEARCH_SERVICE_PATH = '/research-service/api/v1';

export function researchRouter(db: Database): Router {
  const router = serviceRouter();

  // Before '/research/:id', which would refuse 'access' as a malformed id. A visitor's answer is
  // every visitor's (public research only), so it may be shared; a signed-in reader's never is.
  router.get('/research/access', validateIdsQuery(isResearchId), async (req, res) => {
    const caller = callerOf(req);
    const answer = await checkAccess(db, await readerOf(db, caller), res.locals.ids as string[]);
    res.vary(USER_CONTEXT_HEADER);
    if (caller.userId === null) cachePublic(res);
    else noStore(res);
    res.json(answer);
  });

  router.get('/research/:id', validateIdParam(isResearchId), async (req, res) => {
    const id = req.params.id as string;
    const report = (await findResearch(db, [id])).get(id);
    if (!report) throw notFound(`Research ${id} not found`);
    if (!canRead(await readerOf(db, callerOf(req)), report)) throw unauthorized(NOT_ACCESSIBLE_MESSAGE);
    cacheResearch(res, [report]);
    res.json(report);
  });

  router.get('/research', validateIdsQuery(isResearchId), async (req, res) => {
    const ids = res.locals.ids as string[];
    const [reader, found] = await Promise.all([readerOf(db, callerOf(req)), findResearch(db, ids)]);
    // In the order asked; unknown ids and reports the caller may not read are left out.
    const items = ids
      .map((id) => found.get(id))
      .filter((report): report is ResearchDto => report !== undefined && canRead(reader, report));
    cacheResearch(res, items);
    res.json({ items });
  });

  router.get('/research/by-author/:analystId', validateIdParam(isAnalystId, 'analystId'), async (req, res) => {
    const { page, size } = parseOrBadRequest(researchByAuthorQuerySchema, req.query);
    const caller = callerOf(req);
    const answer = await researchByAuthor(db, await readerOf(db, caller), req.params.analystId as string, page, size);
    // What a signed-in caller sees may include restricted reports: never shared between callers.
    res.vary(USER_CONTEXT_HEADER);
    if (caller.userId === null) cachePublic(res);
    else cachePrivate(res);
    res.json(answer);
  });

  router.get('/graphics', validateIdsQuery(isGraphicsId), async (req, res) => {
    const { items, restricted } = await findGraphics(db, res.locals.ids as string[], await readerOf(db, callerOf(req)));
    res.vary(USER_CONTEXT_HEADER);
    if (restricted) cachePrivate(res);
    else cachePublic(res);
    res.json({ items });
  });

  return router;
}

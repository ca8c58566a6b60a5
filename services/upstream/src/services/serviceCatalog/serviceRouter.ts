// service-service and priority-service (spec 3 §3, §6, §7 "page content by id"; paths ours): the
// services listing as the caller sees it, one service's page, and priorities by id.
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { contentTypeOf } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { USER_CONTEXT_HEADER, callerOf } from '../../http/caller.js';
import { cachePublic, noStore } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest, validateIdParam, validateIdsQuery } from '../../http/validate.js';
import { findService, listServices, prioritiesOf, servicePage, servicesOfUser } from './serviceStore.js';

export const SERVICE_SERVICE_PATH = '/service-service/api/v1';
export const PRIORITY_SERVICE_PATH = '/priority-service/api/v1';

const isServiceId = (id: string) => contentTypeOf(id) === 'service';
const isPriorityId = (id: string) => contentTypeOf(id) === 'priority';
const slugQuery = z.object({ slug: z.string({ error: "Query parameter 'slug' is required" }).regex(/^[a-z0-9-]{1,200}$/, { error: 'Invalid slug' }) });

export function serviceCatalogRouter(db: Database): Router {
  const router = serviceRouter();

  // Per caller: whether each service is held depends on who asks.
  router.get('/services', async (req, res) => {
    const { userId } = callerOf(req);
    const items = listServices(await servicesOfUser(db, userId));
    res.vary(USER_CONTEXT_HEADER);
    if (userId === null) cachePublic(res);
    else noStore(res);
    res.json({ items });
  });

  const answerPage = async (req: Request, res: Response, key: { id?: string; slug?: string }) => {
    const service = findService(key);
    if (!service) throw notFound(`Service ${key.id ?? key.slug} not found`);
    const { userId } = callerOf(req);
    const page = await servicePage(db, service, await servicesOfUser(db, userId));
    res.vary(USER_CONTEXT_HEADER);
    if (userId === null) cachePublic(res);
    else noStore(res);
    // A page the caller may not read is answered with nothing (spec 3 §6, §8: the page turns it into a 401).
    if (page === null) res.status(204).end();
    else res.json(page);
  };

  // Before '/service/:id', which would read 'by-slug' as a malformed id.
  router.get('/service/by-slug', async (req, res) => {
    const { slug } = parseOrBadRequest(slugQuery, req.query);
    await answerPage(req, res, { slug });
  });

  router.get('/service/:id', validateIdParam(isServiceId), async (req, res) => {
    await answerPage(req, res, { id: req.params.id as string });
  });

  return router;
}

export function priorityRouter(db: Database): Router {
  const router = serviceRouter();

  router.get('/priority/:id', validateIdParam(isPriorityId), async (req, res) => {
    const id = req.params.id as string;
    const [priority] = await prioritiesOf(db, { ids: [id] });
    if (!priority) throw notFound(`Priority ${id} not found`);
    cachePublic(res);
    res.json(priority);
  });

  router.get('/priority', validateIdsQuery(isPriorityId), async (_req, res) => {
    const ids = res.locals.ids as string[];
    const found = new Map((await prioritiesOf(db, { ids })).map((p) => [p.id, p]));
    cachePublic(res);
    res.json({ items: ids.map((id) => found.get(id)).filter((p) => p !== undefined) });
  });

  return router;
}

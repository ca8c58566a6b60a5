// service-service and priority-service (spec 3 §3, §6, §7 "page content by id"; paths ours): the
// services listing as the caller sees it, one service's page, and priorities by id.
import type { Request, Response, Router } from 'express';
import { priorityContracts, serviceContracts, type ServicePageDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { USER_CONTEXT_HEADER, callerOf } from '../../http/caller.js';
import { cachePublic, noStore } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { publicBatch, publicById } from '../../http/findById.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findPriorities, findService, listServices, servicePage, servicesOfUser } from './serviceStore.js';

export const SERVICE_SERVICE_PATH = serviceContracts.list.prefix;
export const PRIORITY_SERVICE_PATH = priorityContracts.get.prefix;

/** Who asks decides what is held: a visitor's answer is every visitor's, a user's is never stored. */
async function heldBy(db: Database, req: Request, res: Response): Promise<string[]> {
  const { userId } = callerOf(req);
  res.vary(USER_CONTEXT_HEADER);
  if (userId === null) cachePublic(res);
  else noStore(res);
  return servicesOfUser(db, userId);
}

export function serviceCatalogRouter(db: Database): Router {
  const router = serviceRouter();

  serveContract(router, serviceContracts.list, async (_input, req, res) => ({ items: listServices(await heldBy(db, req, res)) }));

  const answerPage = async (req: Request, res: Response, key: { id?: string; slug?: string }): Promise<ServicePageDto | undefined> => {
    const service = findService(key);
    if (!service) throw notFound(`Service ${key.id ?? key.slug} not found`);
    const page = await servicePage(db, service, await heldBy(db, req, res));
    // A page the caller may not read is answered with nothing (spec 3 §6, §8: the page turns it into a 401).
    if (page !== null) return page;
    res.status(204).end();
    return undefined;
  };

  serveContract(router, serviceContracts.bySlug, ({ query }, req, res) => answerPage(req, res, { slug: query.slug }));

  serveContract(router, serviceContracts.get, ({ params }, req, res) => answerPage(req, res, { id: params.id }));

  return router;
}

export function priorityRouter(db: Database): Router {
  const router = serviceRouter();

  serveContract(router, priorityContracts.get, publicById(findPriorities, db, 'Priority'));

  serveContract(router, priorityContracts.batch, publicBatch(findPriorities, db));

  return router;
}

// playbook-service (spec 3 §7 "Page content by id"; paths ours, the spec shows none): one page of
// a playbook tab, a playbook by id (its detail page), or a batch of them (cards).
import type { Router } from 'express';
import { playbookContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findPlaybooks, listPlaybooks } from './playbookStore.js';
import { findOrNotFound, inAskedOrder } from '../../http/findById.js';

export const PLAYBOOK_SERVICE_PATH = playbookContracts.get.prefix;

export { isPlaybookId } from '@portal/contracts';

export function playbookRouter(db: Database): Router {
  const router = serviceRouter();

  // Before '/playbook/:id', which would read 'listing' as a malformed id.
  serveContract(router, playbookContracts.listing, async ({ query }, _req, res) => {
    cachePublic(res);
    return listPlaybooks(db, query);
  });

  serveContract(router, playbookContracts.get, async ({ params: { id } }, _req, res) => {
    const playbook = await findOrNotFound(findPlaybooks, db, id, 'Playbook');
    cachePublic(res);
    return playbook;
  });

  // In the order asked; unknown ids are left out.
  serveContract(router, playbookContracts.batch, async ({ query: { ids } }, _req, res) => {
    const found = await findPlaybooks(db, ids);
    cachePublic(res);
    return { items: inAskedOrder(ids, found) };
  });

  return router;
}

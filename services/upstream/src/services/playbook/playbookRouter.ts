// playbook-service (spec 3 §7 "Page content by id"; paths ours, the spec shows none): one page of
// a playbook tab, a playbook by id (its detail page), or a batch of them (cards).
import type { Router } from 'express';
import { playbookContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findPlaybooks, listPlaybooks } from './playbookStore.js';
import { publicBatch, publicById } from '../../http/findById.js';

export const PLAYBOOK_SERVICE_PATH = playbookContracts.get.prefix;

export { isPlaybookId } from '@portal/contracts';

export function playbookRouter(db: Database): Router {
  const router = serviceRouter();

  // Before '/playbook/:id', which would read 'listing' as a malformed id.
  serveContract(router, playbookContracts.listing, async ({ query }, _req, res) => {
    cachePublic(res);
    return listPlaybooks(db, query);
  });

  serveContract(router, playbookContracts.get, publicById(findPlaybooks, db, 'Playbook'));

  serveContract(router, playbookContracts.batch, publicBatch(findPlaybooks, db));

  return router;
}

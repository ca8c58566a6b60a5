// content-service card data (docs/contracts.md): surveys, playbooks, blogs, podcasts and tools by
// id, one or a batch. Public content: a survey is always accessible (spec 1 §4), the rest is open.
import type { Router } from 'express';
import { contentItemContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findContentItems } from './contentItemStore.js';
import { findOrNotFound, inAskedOrder } from '../../http/findById.js';

export const CONTENT_ITEM_SERVICE_PATH = contentItemContracts.get.prefix;

export function contentItemRouter(db: Database): Router {
  const router = serviceRouter();

  serveContract(router, contentItemContracts.get, async ({ params: { id } }, _req, res) => {
    const item = await findOrNotFound(findContentItems, db, id, 'Content');
    cachePublic(res);
    return item;
  });

  // In the order asked; unknown ids are left out.
  serveContract(router, contentItemContracts.batch, async ({ query: { ids } }, _req, res) => {
    const found = await findContentItems(db, ids);
    const items = inAskedOrder(ids, found);
    cachePublic(res);
    return { items };
  });

  return router;
}

// content-service card data (docs/contracts.md): surveys, playbooks, blogs, podcasts and tools by
// id, one or a batch. Public content: a survey is always accessible (spec 1 §4), the rest is open.
import type { Router } from 'express';
import { contentItemContracts, type ContentItemDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findContentItems } from './contentItemStore.js';

export const CONTENT_ITEM_SERVICE_PATH = contentItemContracts.get.prefix;

export function contentItemRouter(db: Database): Router {
  const router = serviceRouter();

  serveContract(router, contentItemContracts.get, async ({ params: { id } }, _req, res) => {
    const item = (await findContentItems(db, [id])).get(id);
    if (!item) throw notFound(`Content ${id} not found`);
    cachePublic(res);
    return item;
  });

  // In the order asked; unknown ids are left out.
  serveContract(router, contentItemContracts.batch, async ({ query: { ids } }, _req, res) => {
    const found = await findContentItems(db, ids);
    const items = ids.map((id) => found.get(id)).filter((item): item is ContentItemDto => item !== undefined);
    cachePublic(res);
    return { items };
  });

  return router;
}

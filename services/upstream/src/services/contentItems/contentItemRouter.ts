// content-service card data (docs/contracts.md): surveys, playbooks, blogs, podcasts and tools by
// id, one or a batch. Public content: a survey is always accessible (spec 1 §4), the rest is open.
import type { Router } from 'express';
import { CONTENT_ITEM_ID_PATTERN, type ContentItemDto } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import type { IdCheck } from '../../http/ids.js';
import { serviceRouter } from '../../http/metrics.js';
import { validateIdParam, validateIdsQuery } from '../../http/validate.js';
import { findContentItems } from './contentItemStore.js';

export const CONTENT_ITEM_SERVICE_PATH = '/content-service/api/v1/content-items';

const isContentItemId: IdCheck = (id) => CONTENT_ITEM_ID_PATTERN.test(id);

export function contentItemRouter(db: Database): Router {
  const router = serviceRouter();

  router.get('/:id', validateIdParam(isContentItemId), async (req, res) => {
    const id = req.params.id as string;
    const item = (await findContentItems(db, [id])).get(id);
    if (!item) throw notFound(`Content ${id} not found`);
    cachePublic(res);
    res.json(item);
  });

  // In the order asked; unknown ids are left out.
  router.get('/', validateIdsQuery(isContentItemId), async (_req, res) => {
    const ids = res.locals.ids as string[];
    const found = await findContentItems(db, ids);
    const items = ids.map((id) => found.get(id)).filter((item): item is ContentItemDto => item !== undefined);
    cachePublic(res);
    res.json({ items });
  });

  return router;
}

// cart-service: the item count of the caller's cart, and adding an item. Never cached: it is one
// visitor's data and changes with every add.
import express, { type Router } from 'express';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { badRequest, invalidContentId } from '../../http/httpError.js';
import { isAnyContentId } from '../../http/ids.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { cartOwnerKey } from './cartOwner.js';
import { addCartItem, countCartItems } from './cartStore.js';

export const CART_SERVICE_PATH = '/cart-service/api/v1/cart';

const MISSING_OWNER_MESSAGE = 'x-portal-user or x-unregistered-user-id header is required';

const addItemBody = z.object(
  { contentId: z.string({ error: 'contentId is required' }) },
  { error: 'Request body must be a JSON object' },
);

export function cartRouter(db: Database): Router {
  const router = serviceRouter();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });

  router.get('/count', async (req, res) => {
    const owner = cartOwnerKey(callerOf(req));
    // Someone with neither id has no cart yet, which is an empty one.
    res.json({ count: owner === null ? 0 : await countCartItems(db, owner) });
  });

  router.post('/items', express.json({ limit: '4kb' }), async (req, res) => {
    const { contentId } = parseOrBadRequest(addItemBody, req.body);
    if (!isAnyContentId(contentId)) throw invalidContentId(contentId);
    const owner = cartOwnerKey(callerOf(req));
    if (owner === null) throw badRequest(MISSING_OWNER_MESSAGE);
    const { added, count } = await addCartItem(db, owner, contentId);
    res.status(added ? 201 : 200).json({ count });
  });

  return router;
}

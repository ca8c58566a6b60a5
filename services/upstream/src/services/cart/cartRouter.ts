// cart-service: the item count of the caller's cart, and adding an item. Never cached: it is one
// visitor's data and changes with every add.
import express, { type Router } from 'express';
import { cartContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { neverStored } from '../../http/cacheControl.js';
import { badRequest } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { cartOwnerKey } from './cartOwner.js';
import { addCartItem, countCartItems } from './cartStore.js';

export const CART_SERVICE_PATH = cartContracts.count.prefix;

const MISSING_OWNER_MESSAGE = 'x-portal-user or x-unregistered-user-id header is required';

export function cartRouter(db: Database): Router {
  const router = serviceRouter();
  router.use(neverStored);

  serveContract(router, cartContracts.count, async (_input, req) => {
    const owner = cartOwnerKey(callerOf(req));
    // Someone with neither id has no cart yet, which is an empty one.
    return { count: owner === null ? 0 : await countCartItems(db, owner) };
  });

  // The item first (a malformed one is a 400 for anyone), then whose cart it goes in.
  serveContract(router, cartContracts.addItem, { before: [express.json({ limit: '4kb' })] }, async ({ body: { contentId } }, req, res) => {
    const owner = cartOwnerKey(callerOf(req));
    if (owner === null) throw badRequest(MISSING_OWNER_MESSAGE);
    const { added, count } = await addCartItem(db, owner, contentId);
    res.status(added ? 201 : 200);
    return { count };
  });

  return router;
}

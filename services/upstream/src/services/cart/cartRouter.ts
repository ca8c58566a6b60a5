// cart-service: the caller's cart (count, items priced from the catalogue with the server's total),
// adding and removing an item, what the caller may buy among some content, and the sign-in merge of
// a visitor's cart into the user's. Never cached: it is one visitor's data and changes with every add.
import express, { type Router } from 'express';
import { cartContracts, type CartDto } from '@portal/contracts';
import { CATALOGUE_CURRENCY } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { callerOf, type Caller } from '../../http/caller.js';
import { neverStored } from '../../http/cacheControl.js';
import { badRequest, HttpError, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { cartOwnerKey, userCartKey, visitorCartKey } from './cartOwner.js';
import { addCartItem, cartHolds, countCartItems, listCartItemIds, mergeCarts, removeCartItem } from './cartStore.js';
import { alreadyIncludedMessage, notForSaleMessage, purchasableFor } from './purchasable.js';

export const CART_SERVICE_PATH = cartContracts.count.prefix;

const MISSING_OWNER_MESSAGE = 'x-portal-user or x-unregistered-user-id header is required';
export const MERGE_NEEDS_USER_MESSAGE = 'Only a signed-in user can take over a visitor cart';

const emptyCart: CartDto = { count: 0, items: [], totalCents: 0, currency: CATALOGUE_CURRENCY };

function ownerOrBadRequest(caller: Caller): string {
  const owner = cartOwnerKey(caller);
  if (owner === null) throw badRequest(MISSING_OWNER_MESSAGE);
  return owner;
}

export function cartRouter(db: Database): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const json = express.json({ limit: '4kb' });

  // The items the listing shows (so the header's count and the cart page agree).
  serveContract(router, cartContracts.count, async (_input, req) => {
    const caller = callerOf(req);
    const owner = cartOwnerKey(caller);
    // Someone with neither id has no cart yet, which is an empty one.
    if (owner === null) return { count: 0 };
    const ids = await listCartItemIds(db, owner);
    if (ids.length === 0) return { count: 0 };
    const { buyable } = await purchasableFor(db, caller, ids);
    return { count: ids.filter((id) => buyable.has(id)).length };
  });

  // The items the caller may still buy, priced now from the catalogue: something withdrawn from
  // sale, or since included in their subscription, is left out, and so is its price.
  serveContract(router, cartContracts.list, async (_input, req) => {
    const caller = callerOf(req);
    const owner = cartOwnerKey(caller);
    if (owner === null) return emptyCart;
    const ids = await listCartItemIds(db, owner);
    const { buyable } = await purchasableFor(db, caller, ids);
    const items = ids.flatMap((id) => {
      const item = buyable.get(id);
      return item ? [{ contentId: id, cartType: item.cartType, title: item.title, path: item.path, image: item.image, priceCents: item.priceCents, currency: item.currency }] : [];
    });
    return { count: items.length, items, totalCents: items.reduce((sum, item) => sum + item.priceCents, 0), currency: CATALOGUE_CURRENCY };
  });

  // The item first (a malformed one, or a body with a price, is a 400 for anyone), then whose cart
  // it goes in, then whether it is for sale to this caller.
  serveContract(router, cartContracts.addItem, { before: [json] }, async ({ body: { contentId } }, req, res) => {
    const caller = callerOf(req);
    const owner = ownerOrBadRequest(caller);
    const { forSale, buyable } = await purchasableFor(db, caller, [contentId]);
    if (!forSale.has(contentId)) throw badRequest(notForSaleMessage(contentId));
    if (!buyable.has(contentId)) throw new HttpError(409, alreadyIncludedMessage(contentId));
    const { added, count } = await addCartItem(db, owner, contentId);
    res.status(added ? 201 : 200);
    return { count };
  });

  serveContract(router, cartContracts.removeItem, async ({ params: { contentId } }, req, res) => {
    await removeCartItem(db, ownerOrBadRequest(callerOf(req)), contentId);
    res.status(204).end();
    return undefined;
  });

  serveContract(router, cartContracts.offers, async ({ query: { ids } }, req) => {
    const caller = callerOf(req);
    const owner = cartOwnerKey(caller);
    const { buyable } = await purchasableFor(db, caller, ids);
    const inCart = owner === null ? new Set<string>() : await cartHolds(db, owner, [...buyable.keys()]);
    return {
      items: ids.flatMap((id) => {
        const item = buyable.get(id);
        return item ? [{ contentId: id, priceCents: item.priceCents, currency: item.currency, inCart: inCart.has(id) }] : [];
      }),
    };
  });

  // At sign-in: the gateway sends the new session's signed user with the visitor cookie's id.
  serveContract(router, cartContracts.merge, async (_input, req) => {
    const caller = callerOf(req);
    if (caller.userId === null) throw unauthorized(MERGE_NEEDS_USER_MESSAGE);
    const userKey = userCartKey(caller.userId);
    if (caller.visitorId === null) return { count: await countCartItems(db, userKey), merged: 0, removeUnregisteredCookie: false };
    const { merged, count } = await mergeCarts(db, visitorCartKey(caller.visitorId), userKey, async (ids) => new Set((await purchasableFor(db, caller, ids)).buyable.keys()));
    return { count, merged, removeUnregisteredCookie: true };
  });

  return router;
}

// cart-service: the caller's cart (signed-in user or visitor id): its count, its items priced from
// the catalogue with the server's total, adding and removing an item, what the caller may buy, and
// the merge of a visitor's cart into the user's at sign-in. A client never sends a price: the add
// body is strict, so a `price` field is refused, and every price comes from the catalogue.
import type { output } from 'zod';
import { z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idListParam, idParam, isAnyContentId, noContent } from './wire.js';

export const cartCountSchema = z.object({ count: z.number().int() });

export const cartItemSchema = z.object({
  contentId: z.string(),
  /** Spec 2 §3: RES for research; a webinar's own type. */
  cartType: z.string(),
  title: z.string(),
  path: z.string(),
  image: z.string().nullable(),
  priceCents: z.number().int(),
  currency: z.string(),
});
export type CartItemDto = output<typeof cartItemSchema>;

export const cartSchema = z.object({
  count: z.number().int(),
  items: z.array(cartItemSchema),
  /** The sum of the items' catalogue prices, computed by the server. */
  totalCents: z.number().int(),
  currency: z.string(),
});
export type CartDto = output<typeof cartSchema>;

/** What the caller may buy among the ids asked: only those, each with its price and whether it is in the cart. */
export const cartOfferSchema = z.object({ contentId: z.string(), priceCents: z.number().int(), currency: z.string(), inCart: z.boolean() });
export type CartOfferDto = output<typeof cartOfferSchema>;

export const CART_BODY_MESSAGE = 'Request body must be a JSON object';
/** A field the add body does not take (a price, a quantity): the catalogue prices every item. */
export const cartUnknownFieldMessage = (keys: readonly PropertyKey[]) => `Unknown field: ${keys.map(String).join(', ')}; only contentId is accepted (prices come from the catalogue)`;

const addItemBody = z.strictObject(
  { contentId: z.string({ error: 'contentId is required' }).pipe(idParam(isAnyContentId)) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? cartUnknownFieldMessage(issue.keys) : CART_BODY_MESSAGE) },
);

export const cartContracts = defineContracts('cart', '/cart-service/api/v1/cart', {
  count: { method: 'GET', path: '/count', response: cartCountSchema },
  list: { method: 'GET', path: '/', response: cartSchema },
  /** 201 when the item is new to the cart, 200 when it was there already. */
  addItem: { method: 'POST', path: '/items', body: addItemBody, response: cartCountSchema },
  /** 204, also when the item was not in the cart (removing is idempotent). */
  removeItem: { method: 'DELETE', path: '/items/:contentId', params: z.object({ contentId: idParam(isAnyContentId) }), response: noContent },
  offers: {
    method: 'GET',
    path: '/offers',
    query: z.object({ ids: idListParam(isAnyContentId) }),
    response: z.object({ items: z.array(cartOfferSchema) }),
  },
  /**
   * Signed in with a visitor id: the visitor's items move into the user's cart (once each, none the
   * user may already read), the visitor's cart is gone, and `removeUnregisteredCookie` tells the
   * gateway to drop the visitor cookie (spec 2 §4).
   */
  merge: {
    method: 'POST',
    path: '/merge',
    response: z.object({ count: z.number().int(), merged: z.number().int(), removeUnregisteredCookie: z.boolean() }),
  },
});

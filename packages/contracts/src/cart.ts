// cart-service: the item count of the caller's cart (signed-in user or visitor id), and adding an item.
import { z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idParam, isAnyContentId } from './wire.js';

export const cartCountSchema = z.object({ count: z.number().int() });

export const cartContracts = defineContracts('cart', '/cart-service/api/v1/cart', {
  count: { method: 'GET', path: '/count', response: cartCountSchema },
  /** 201 when the item is new to the cart, 200 when it was there already. */
  addItem: {
    method: 'POST',
    path: '/items',
    body: z.object({ contentId: z.string({ error: 'contentId is required' }).pipe(idParam(isAnyContentId)) }, { error: 'Request body must be a JSON object' }),
    response: cartCountSchema,
  },
});

import type { CommerceContext } from '../context.js';
import { purchaseOf } from './purchase.resolver.js';
import type { Purchase } from './purchase.type.js';

// A Purchase referenced by content id (search-graph's cards): null when the caller may not buy it.
// Every card of a page is one cart-service call (the offer loader).
export const purchaseReference = {
  Purchase: {
    __resolveReference(reference: { contentId: string }, ctx: CommerceContext): Promise<Purchase | null> {
      return purchaseOf(reference.contentId, ctx);
    },
  },
};

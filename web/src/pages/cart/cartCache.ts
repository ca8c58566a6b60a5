// The cart in Apollo's cache: Cart is a singleton (keyFields [] in apollo.ts), so any mutation that
// answers the Cart updates the header's count and the cart page; a Purchase is kept by content id,
// and its inCart is set here once the server has answered an add or a remove.
import type { ApolloCache } from '@apollo/client';

export function markInCart(cache: ApolloCache, contentId: string, inCart: boolean): void {
  const id = cache.identify({ __typename: 'Purchase', contentId });
  if (id) cache.modify({ id, fields: { inCart: () => inCart } });
}

// Route module for /cart (spec 2 §2). The cart is one visitor's or reader's and changes in other
// tabs: the loader always asks the network.
import { graphql } from '../../gql';
import { useLoadedQuery, viewerPageLoader } from '../../app/pageLoaders';
import { CartPage } from './CartPage';

export const CartPageQuery = graphql(`
  query CartPage {
    cart {
      ...CartPage_cart
    }
  }
`);

export const loader = viewerPageLoader(CartPageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  return <CartPage cart={data.cart} />;
}

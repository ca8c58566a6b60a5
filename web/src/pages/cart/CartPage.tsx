// The cart (spec 2 §2 /cart): each item with its image, title (a link to the content), price and a
// remove button; the total the server computed; an empty state; and the way on to checkout.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { TitledPage } from '../../layout/TitledPage';
import { CartItemRow } from './CartItemRow';

export const CartPageFragment = graphql(`
  fragment CartPage_cart on Cart {
    count
    total
    formattedTotal
    items {
      contentId
      ...CartItemRow_item
    }
  }
`);

export const CART_TITLE = 'Your cart';
export const EMPTY_CART_TEXT = 'Your cart is empty.';

export function cartSummary(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

export function CartPage(props: { cart: FragmentType<typeof CartPageFragment> }) {
  const cart = getFragmentData(CartPageFragment, props.cart);
  return (
    <TitledPage title={CART_TITLE} maxWidth={900}>
      {cart.items.length === 0 ? (
        <Box component="section" aria-label="Empty cart">
          <Typography component="p" sx={{ mb: 2 }}>
            {EMPTY_CART_TEXT}
          </Typography>
          <Typography component="p">
            Find research and webinars to buy in{' '}
            <Link component={RouterLink} to="/allSearch">
              search
            </Link>
            .
          </Typography>
        </Box>
      ) : (
        <>
          <Typography component="p" color="text.secondary">
            {cartSummary(cart.count)}
          </Typography>
          <Box component="ul" aria-label="Items in your cart" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {cart.items.map((item) => (
              <CartItemRow key={item.contentId} item={item} />
            ))}
          </Box>
          <Box component="section" aria-label="Order total" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 3, gap: 2, flexWrap: 'wrap' }}>
            <Typography component="p" sx={{ fontSize: '1.25rem' }}>
              Total: <strong>{cart.formattedTotal}</strong>
            </Typography>
            <Button component={RouterLink} to="/checkout" variant="contained" size="large">
              Proceed to checkout
            </Button>
          </Box>
        </>
      )}
    </TitledPage>
  );
}

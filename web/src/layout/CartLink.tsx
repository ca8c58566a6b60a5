// The header's cart link with the visitor's item count (commerce-graph `cart { count }`).
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../gql';

export const HeaderCartCountQuery = graphql(`
  query HeaderCartCount {
    cart {
      count
    }
  }
`);

export function cartLinkLabel(count: number | undefined): string {
  if (count === undefined) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function CartLink() {
  // The count is per visitor and changes elsewhere (checkout, other tabs): always ask the network.
  const { data } = useQuery(HeaderCartCountQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.cart.count;
  return (
    <IconButton component={RouterLink} to="/cart" aria-label={cartLinkLabel(count)} color="inherit">
      {/* No badge for an empty cart: a hidden badge still holds its '0' as text, which is not in the link's name (axe). */}
      {count ? (
        <Badge badgeContent={count} color="secondary" max={99}>
          <ShoppingCartOutlinedIcon />
        </Badge>
      ) : (
        <ShoppingCartOutlinedIcon />
      )}
    </IconButton>
  );
}

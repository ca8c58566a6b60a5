// "Add to cart" for content the reader may buy (commerce-graph's `purchase`, null otherwise: not for
// sale, or already theirs by subscription or registration). Only the content id is sent; the price
// shown is the catalogue's. Once added it says "In cart" and links to the cart; the header's count
// follows from the Cart the mutation answers (apollo.ts: Cart is one object in the cache).
import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useToast } from '../../layout/toast';
import { markInCart } from './cartCache';

export const AddToCartButtonFragment = graphql(`
  fragment AddToCartButton_purchase on Purchase {
    contentId
    formattedPrice
    inCart
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($contentId: ID!) {
    addToCart(contentId: $contentId) {
      count
    }
  }
`);

export const addToCartLabel = (title: string) => `Add to cart: ${title}`;

export function addToCartOutcome(title: string, succeeded: boolean, reason?: string): string {
  if (succeeded) return `${title} was added to your cart`;
  return reason ? `Could not add ${title} to your cart: ${reason}` : `Could not add ${title} to your cart. Please try again.`;
}

export function AddToCartButton(props: { purchase: FragmentType<typeof AddToCartButtonFragment>; title: string; size?: 'small' | 'medium' }) {
  const purchase = getFragmentData(AddToCartButtonFragment, props.purchase);
  const [addToCart] = useMutation(AddToCartMutation);
  const [adding, setAdding] = useState(false);
  const toast = useToast();

  const add = async () => {
    setAdding(true);
    try {
      await addToCart({ variables: { contentId: purchase.contentId }, update: (cache) => markInCart(cache, purchase.contentId, true) });
      toast.set({ message: addToCartOutcome(props.title, true) });
    } catch (error) {
      // The cart service's refusal (not for sale, already yours) is a message for the reader.
      const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      toast.set({ message: addToCartOutcome(props.title, false, reason), severity: 'error' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {purchase.formattedPrice}
      </Typography>
      {purchase.inCart ? (
        <Button component={RouterLink} to="/cart" variant="outlined" size={props.size ?? 'medium'} startIcon={<ShoppingCartCheckoutIcon />}>
          In cart
        </Button>
      ) : (
        <Button variant="contained" size={props.size ?? 'medium'} startIcon={<AddShoppingCartIcon />} onClick={add} loading={adding} aria-label={addToCartLabel(props.title)}>
          Add to cart
        </Button>
      )}
    </Box>
  );
}

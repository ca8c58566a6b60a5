// One line of the cart: image, title linking to the content, price and its remove button.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useToast } from '../../layout/toast';
import { markInCart } from './cartCache';

export const CartItemRowFragment = graphql(`
  fragment CartItemRow_item on CartItem {
    contentId
    cartType
    title
    path
    image
    formattedPrice
  }
`);

// The whole cart comes back, so the page, its total and the header's count follow the server.
export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($contentId: ID!) {
    removeFromCart(contentId: $contentId) {
      ...CartPage_cart
    }
  }
`);

export const removeLabel = (title: string) => `Remove ${title} from cart`;
export function removeOutcome(title: string, succeeded: boolean): string {
  return succeeded ? `${title} was removed from your cart` : `Could not remove ${title} from your cart. Please try again.`;
}

const IMAGE_SIZE = 96;

export function CartItemRow(props: { item: FragmentType<typeof CartItemRowFragment> }) {
  const item = getFragmentData(CartItemRowFragment, props.item);
  const [removeFromCart] = useMutation(RemoveFromCartMutation);
  const [removing, setRemoving] = useState(false);
  const toast = useToast();

  const remove = async () => {
    setRemoving(true);
    try {
      await removeFromCart({ variables: { contentId: item.contentId }, update: (cache) => markInCart(cache, item.contentId, false) });
      toast.set({ message: removeOutcome(item.title, true) });
    } catch {
      toast.set({ message: removeOutcome(item.title, false), severity: 'error' });
      setRemoving(false);
    }
  };

  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 2, borderBottom: 1, borderColor: 'grey.300' }}>
      <Box sx={{ width: IMAGE_SIZE, height: IMAGE_SIZE, flexShrink: 0, bgcolor: 'grey.100', display: 'grid', placeItems: 'center', borderRadius: 1, overflow: 'hidden' }}>
        {item.image ? (
          // Decorative: the title next to it names the item.
          <Box component="img" src={item.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} sx={{ objectFit: 'cover' }} />
        ) : (
          <DescriptionOutlinedIcon aria-hidden="true" sx={{ fontSize: 40, color: 'grey.600' }} />
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {item.cartType === 'RES' ? 'Research' : 'Webinar'}
        </Typography>
        <Typography component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          <Link component={RouterLink} to={item.path}>
            {item.title}
          </Link>
        </Typography>
      </Box>
      <Typography component="p" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {item.formattedPrice}
      </Typography>
      <Button onClick={remove} loading={removing} startIcon={<DeleteOutlineIcon />} aria-label={removeLabel(item.title)} color="inherit">
        Remove
      </Button>
    </Box>
  );
}

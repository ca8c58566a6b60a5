// /checkout (spec 1 §2, spec 2 §3-§5): the signed-in reader's cart as a checkout priced by the
// server, and the form that pays it. The gateway sends a signed-out visitor to sign in first. The
// checkout session (the key that makes one order of any number of submits) starts when the page
// opens (a reload gets the same undecided one back); a cart with nothing to buy says so and links
// back to the cart.
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../gql';
import { viewerPageLoader, useLoadedQuery } from '../../app/pageLoaders';
import { TitledPage } from '../../layout/TitledPage';
import { describeError } from '../error/describeError';
import { CheckoutForm } from './CheckoutForm';
import { CHECKOUT_PENDING_PATH } from './checkoutPaths';

export const CHECKOUT_TITLE = 'Checkout';

const CheckoutPageQuery = graphql(`
  query CheckoutPage {
    viewer {
      id
      countries {
        code
        name
      }
    }
  }
`);

const StartCheckoutMutation = graphql(`
  mutation StartCheckout {
    startCheckout {
      sessionId
      orderStatus
      total
      items {
        contentId
        title
        path
        price
      }
    }
  }
`);

export const loader = viewerPageLoader(CheckoutPageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  const [start, { data: started, error }] = useMutation(StartCheckoutMutation);
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit: a new session each time the page opens (a paid one cannot be paid again).
    if (asked.current) return;
    asked.current = true;
    start().catch(() => undefined);
  }, [start]);
  const session = started?.startCheckout;

  return (
    <TitledPage title={CHECKOUT_TITLE} maxWidth={720}>
      {error && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {describeError(error).message}.{' '}
          <Link component={RouterLink} to="/cart">
            Back to your cart
          </Link>
        </Alert>
      )}
      {session && (
        <>
          <Box component="section" aria-labelledby="order-summary" sx={{ mb: 3 }}>
            <Typography variant="h2" id="order-summary">
              Order summary
            </Typography>
            <List>
              {session.items.map((item) => (
                <ListItem key={item.contentId} disableGutters sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Link component={RouterLink} to={item.path}>
                    {item.title}
                  </Link>
                  <span>{item.price}</span>
                </ListItem>
              ))}
            </List>
            <Typography sx={{ fontWeight: 700 }}>Total: {session.total}</Typography>
          </Box>
          {session.orderStatus === 'pending' ? (
            // A reload after paying: the order is still being decided, and is not paid twice.
            <Alert severity="info">
              Your payment for this order is being processed.{' '}
              <Link component={RouterLink} to={CHECKOUT_PENDING_PATH}>
                What happens next
              </Link>
            </Alert>
          ) : (
            <CheckoutForm sessionId={session.sessionId} countries={data.viewer?.countries ?? []} />
          )}
        </>
      )}
    </TitledPage>
  );
}

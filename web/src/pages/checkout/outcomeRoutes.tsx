// /checkout/failed and /checkout/pending (spec 1 §2, spec 2 §4, §8): where a payment that did not
// go through, or is still being decided, leaves the reader.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TitledPage } from '../../layout/TitledPage';
import { CHECKOUT_PATH } from './checkoutPaths';

export function FailedPage() {
  return (
    <TitledPage title="Payment failed" maxWidth={720}>
      <Typography sx={{ mb: 3 }}>We could not take your payment, and you have not been charged. Check your card details and try again, or use another card.</Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button component={RouterLink} to={CHECKOUT_PATH} variant="contained">
          Try again
        </Button>
        <Button component={RouterLink} to="/cart">
          Back to your cart
        </Button>
      </Box>
    </TitledPage>
  );
}

export function PendingPage() {
  return (
    <TitledPage title="Payment pending" maxWidth={720}>
      <Typography sx={{ mb: 3 }}>
        Your payment is still being processed. We will e-mail you as soon as it is confirmed; what you bought will then appear in your account. Please do not pay again.
      </Typography>
      <Button component={RouterLink} to="/myhome" variant="contained">
        Return to Home
      </Button>
    </TitledPage>
  );
}

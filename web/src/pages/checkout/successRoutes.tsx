// /checkout/success and /checkout/peer-discussions/success (spec 1 §2, spec 2 §3-§4): the paid
// order's purchase response, read by the checkout session in the URL (only its buyer reads it).
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { useLoadedQuery } from '../../app/pageLoaders';
import { TitledPage } from '../../layout/TitledPage';
import { PurchaseSummary } from './PurchaseSummary';

const CheckoutSuccessQuery = graphql(`
  query CheckoutSuccess($sessionId: ID!) {
    order(sessionId: $sessionId) {
      status
      purchase {
        ...PurchaseSummary_purchase
      }
    }
  }
`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get('sessionId') ?? '';
  const preloadQuery = context.get(preloadQueryContext);
  // No order named: the page says so rather than asking the graph for nothing.
  if (!UUID.test(sessionId)) return null;
  return preloadQuery.toPromise(preloadQuery(CheckoutSuccessQuery, { variables: { sessionId }, fetchPolicy: 'network-only' }));
}

function Purchase() {
  const { data } = useLoadedQuery<() => Promise<NonNullable<Awaited<ReturnType<typeof loader>>>>>();
  const purchase = data.order.purchase;
  if (!purchase) return <Typography>This order has not been paid yet.</Typography>;
  return <PurchaseSummary purchase={purchase} />;
}

function SuccessPage({ title, intro, hasOrder }: { title: string; intro: string; hasOrder: boolean }) {
  return (
    <TitledPage title={title} maxWidth={720}>
      <Typography sx={{ mb: 3 }}>{hasOrder ? intro : 'There is no order to show here.'}</Typography>
      {hasOrder && <Purchase />}
      <Button component={RouterLink} to="/myhome" variant="contained" sx={{ mt: 3 }}>
        Return to Home
      </Button>
    </TitledPage>
  );
}

export function CheckoutSuccessPage({ hasOrder }: { hasOrder: boolean }) {
  return <SuccessPage title="Thank you for your order" intro="Your payment went through. What you bought is yours to read now." hasOrder={hasOrder} />;
}

export function PeerDiscussionSuccessPage({ hasOrder }: { hasOrder: boolean }) {
  return (
    <SuccessPage
      title="You are registered for the peer discussion"
      intro="Your payment went through and your seat is booked. Keep the passcode and event number below to join."
      hasOrder={hasOrder}
    />
  );
}

// On the no-access page of a report (spec 1 §2): research the reader may buy offers its price and
// "Add to cart" there, since the report page itself cannot load for them.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { contentTypeOf } from '@portal/domain';
import { graphql } from '../../gql';
import { AddToCartButton } from './AddToCartButton';

export const ReportPurchaseOfferQuery = graphql(`
  query ReportPurchaseOffer($contentId: ID!) {
    purchase(contentId: $contentId) {
      ...AddToCartButton_purchase
    }
  }
`);

export const BUY_REPORT_TEXT = 'You can buy this report.';

/** On a page whose :id is research (the report route's error page), the offer; elsewhere nothing. */
export function ReportPurchaseOffer() {
  const { id } = useParams();
  return id !== undefined && contentTypeOf(id) === 'research' ? <ResearchOffer contentId={id} /> : null;
}

function ResearchOffer({ contentId }: { contentId: string }) {
  // The reader's own offer (their subscriptions, their cart): always asked of the network, but drawn
  // first from the cache, which the server's render filled for this reader. With the network's answer
  // only, the page hydrated without the offer (the server had drawn it) and drew it again a moment
  // later, moving the links below it under the reader's pointer.
  const { data } = useQuery(ReportPurchaseOfferQuery, { variables: { contentId }, fetchPolicy: 'cache-and-network' });
  if (!data?.purchase) return null;
  return (
    <Box component="section" aria-label="Buy this report" sx={{ mb: 3, p: 2, border: 1, borderColor: 'grey.300', borderRadius: 1 }}>
      <Typography sx={{ mb: 1 }}>{BUY_REPORT_TEXT}</Typography>
      <AddToCartButton purchase={data.purchase} title="this report" />
    </Box>
  );
}

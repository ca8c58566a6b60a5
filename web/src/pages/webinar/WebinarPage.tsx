// A webinar or peer discussion (spec 3 "Webinar page"): what and when, who hosts it, the primary
// action (register, or add a paid webinar to the cart), and related webinars, upcoming and on demand.
import Box from '@mui/material/Box';
import type { WebinarPageQuery } from '../../gql/graphql';
import { RelatedWebinars } from './RelatedWebinars';
import { WebinarHero } from './WebinarHero';
import { WebinarRegistration } from './WebinarRegistration';
import { AddToCartButton } from '../cart/AddToCartButton';

export function WebinarPage({ webinar, viewer }: { webinar: NonNullable<WebinarPageQuery['webinar']>; viewer: WebinarPageQuery['viewer'] | null }) {
  return (
    <Box component="article">
      <WebinarHero webinar={webinar}>
        <WebinarRegistration webinar={webinar} viewer={viewer} />
        {webinar.purchase && (
          // A paid webinar the reader is not registered for can be bought through the cart.
          <Box sx={{ mt: 2 }}>
            <AddToCartButton purchase={webinar.purchase} title={webinar.title} />
          </Box>
        )}
      </WebinarHero>
      <RelatedWebinars webinar={webinar} />
    </Box>
  );
}

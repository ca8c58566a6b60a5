// A webinar or peer discussion listing (spec 3 §2-§4): the hero, the Upcoming / On-demand tabs, 9
// cards and 'Show more', which appends the next 9 (spec 3 §4 Paging: later fetches append).
import Box from '@mui/material/Box';
import { usePagedQuery, type ListingQueryRef } from '../../app/paging/usePagedQuery';
import { graphql } from '../../gql';
import { ListingGrid } from '../listings/shared/ListingGrid';
import type { WebinarsPageQuery as WebinarsPageData, WebinarsPageQueryVariables } from '../../gql/graphql';
import { listingInput, listingTitle, type WebinarListing } from './webinarListings';
import { WebinarListCard } from './WebinarListCard';
import { WebinarTabs } from './WebinarTabs';
import { PageHeading } from '../../components/PageHeading';

export function WebinarsHero({ listing }: { listing: WebinarListing }) {
  const title = listingTitle(listing.kind);
  return (
    <>
      <PageHeading title={title} />
      <WebinarTabs listing={listing} />
    </>
  );
}

// The listing's one query, made of its cards' fragments: the loader's first page and each 'Show more'.
export const WebinarsPageQuery = graphql(`
  query WebinarsPage($input: WebinarListInput!) {
    webinars(input: $input) {
      page
      totalPages
      itemsTotal
      loadMore
      cards {
        id
        ...WebinarListCard_webinar
      }
    }
  }
`);

/** The loader's first page and the pages 'Show more' fetched into the cache after it. */
export function WebinarsPage({ listing, queryRef }: { listing: WebinarListing; queryRef: ListingQueryRef<WebinarsPageData, WebinarsPageQueryVariables> }) {
  const list = usePagedQuery(queryRef, {
    select: (answer) => answer.webinars,
    next: (latest) => ({ input: listingInput(listing, latest.page + 1) }),
    area: 'webinars',
  });

  return (
    <Box>
      <WebinarsHero listing={listing} />
      <ListingGrid
        label={listingTitle(listing.kind)}
        list={list}
        keyOf={(webinar) => webinar.id}
        render={(webinar) => <WebinarListCard webinar={webinar} />}
        empty="Nothing is listed here yet."
      />
    </Box>
  );
}

// A webinar or peer discussion listing (spec 3 §2-§4): the hero, the Upcoming / On-demand tabs, 9
// cards and 'Show more', which appends the next 9 (spec 3 §4 Paging: later fetches append).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { pageTitle } from '@portal/domain';
import { useAnnounce } from '../../a11y/announce';
import { reportError } from '../../app/reportError';
import { graphql } from '../../gql';
import type { WebinarsPageQuery as WebinarsPageData } from '../../gql/graphql';
import { listingInput, listingTitle, type WebinarListing } from './webinarListings';
import { WebinarListCard } from './WebinarListCard';
import { WebinarTabs } from './WebinarTabs';

export const SHOW_MORE_FAILED = 'More results could not be loaded. Please try again.';

export function WebinarsHero({ listing }: { listing: WebinarListing }) {
  const title = listingTitle(listing.kind);
  return (
    <>
      <title>{pageTitle(title)}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
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

type Results = WebinarsPageData['webinars'];

/**
 * The loader's first page (a new list whenever the listing is opened: the page is keyed by it)
 * plus the pages 'Show more' appended, each one network fetch of the next page.
 */
export function WebinarsPage({ listing, results: first }: { listing: WebinarListing; results: Results }) {
  const client = useApolloClient();
  const announce = useAnnounce();
  const [more, setMore] = useState<Results[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = more.at(-1) ?? first;
  const cards = [first, ...more].flatMap((page) => page.cards);
  const results = { ...latest, cards };

  async function showMore() {
    setLoading(true);
    setFailed(false);
    try {
      const { data } = await client.query({ query: WebinarsPageQuery, variables: { input: listingInput(listing, latest.page + 1) }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No webinars in the answer');
      setMore((pages) => [...pages, data.webinars]);
      announce(`Showing ${cards.length + data.webinars.cards.length} of ${data.webinars.itemsTotal}`, 'polite');
    } catch (error) {
      reportError(error, 'webinars');
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Box>
      <WebinarsHero listing={listing} />
      <Typography component="p" sx={{ fontWeight: 600, mb: 2 }}>
        Showing {results.cards.length} of {results.itemsTotal}
      </Typography>
      {results.cards.length === 0 ? (
        <Alert severity="info" role="status">
          Nothing is listed here yet.
        </Alert>
      ) : (
        <Box
          component="ul"
          aria-label={listingTitle(listing.kind)}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
        >
          {results.cards.map((webinar) => (
            <li key={webinar.id}>
              <WebinarListCard webinar={webinar} />
            </li>
          ))}
        </Box>
      )}
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {SHOW_MORE_FAILED}
        </Alert>
      )}
      {results.loadMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={showMore} loading={loading}>
            Show more
          </Button>
        </Box>
      )}
    </Box>
  );
}

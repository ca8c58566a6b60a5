// Route module for /webinar/upcoming, /webinar/ondemand and /peer-discussions(/ondemand), loaded
// lazily. The loader preloads the first page; the page is keyed by the listing, so opening a tab
// starts a new list, and 'Show more' appends the next pages (WebinarsPage).
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../app/routerContext';
import { reportError } from '../../app/reportError';
import { searchFailureMessage } from '../search/SearchUnavailable';
import { listingInput, listingOfPath, type WebinarListing } from './webinarListings';
import { WebinarsHero, WebinarsPage, WebinarsPageQuery } from './WebinarsPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const listing = listingOfPath(new URL(request.url).pathname);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(WebinarsPageQuery, { variables: { input: listingInput(listing) }, errorPolicy: 'all' });
  return { listing, queryRef: await preloadQuery.toPromise(queryRef) };
}

function WebinarsUnavailable({ listing, error }: { listing: WebinarListing; error: unknown }) {
  useEffect(() => {
    reportError(error, 'webinars');
  }, [error]);
  return (
    <Box>
      <WebinarsHero listing={listing} />
      <Alert severity="error">{searchFailureMessage(error)}</Alert>
    </Box>
  );
}

export function Component() {
  const { listing, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  if (!data?.webinars) return <WebinarsUnavailable listing={listing} error={error} />;
  return <WebinarsPage key={`${listing.kind}/${listing.tab}`} listing={listing} results={data.webinars} />;
}

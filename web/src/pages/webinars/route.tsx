// Route module for /webinar/upcoming, /webinar/ondemand and /peer-discussions(/ondemand), loaded
// lazily. The loader preloads the first page; the page is keyed by the listing, so opening a tab
// starts a new list, and 'Show more' appends the next pages (WebinarsPage).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../app/routerContext';
import { ListingUnavailable } from '../insights/ListingUnavailable';
import { listingInput, listingOfPath } from './webinarListings';
import { WebinarsHero, WebinarsPage, WebinarsPageQuery } from './WebinarsPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const listing = listingOfPath(new URL(request.url).pathname);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(WebinarsPageQuery, { variables: { input: listingInput(listing) }, errorPolicy: 'all' });
  return { listing, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { listing, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  if (!data?.webinars) return <ListingUnavailable hero={<WebinarsHero listing={listing} />} error={error} area="webinars" />;
  return <WebinarsPage key={`${listing.kind}/${listing.tab}`} listing={listing} queryRef={queryRef} />;
}

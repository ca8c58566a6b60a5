// Route module for the ten themed listings /insights/{slug} (spec 3 §2). The router lists each
// slug as a static path, so no other /insights page reaches this module.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { themedListingOf } from '@portal/domain';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../../insights/ListingUnavailable';
import { ThemedListingHero, ThemedListingPage, ThemedListingPageQuery, themedListingVariables } from './ThemedListingPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const theme = themedListingOf(slug);
  if (!theme) throw data('This page could not be found', { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(ThemedListingPageQuery, { variables: themedListingVariables(theme), errorPolicy: 'all' });
  return { theme, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { theme, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  if (!answer?.themedListing) return <ListingUnavailable hero={<ThemedListingHero theme={theme} />} error={error} area="themed listing" />;
  return <ThemedListingPage key={theme.slug} theme={theme} queryRef={queryRef} />;
}

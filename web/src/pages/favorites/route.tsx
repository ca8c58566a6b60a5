// Route module for /favorites, loaded lazily. The URL is the page's state; the loader preloads
// the first page of it from the network every time: saves happen on other pages and in other tabs.
import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../app/routerContext';
import { reportError } from '../../app/reportError';
import { loginHref } from '../auth/serverRoutes';
import { FavoritesPage, FavoritesPageQuery, FavoritesSignedOut, FavoritesUnavailable } from './FavoritesPage';
import { favoritesFiltersOf, favoritesHref, favoritesInput } from './favoritesUrl';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = favoritesFiltersOf(request.url);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(FavoritesPageQuery, { variables: { input: favoritesInput(filters) }, fetchPolicy: 'network-only', errorPolicy: 'all' });
  return { filters, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { filters, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  const failed = Boolean(error) && !data?.viewer?.favorites;
  // Spec 3 §8: favorites failures are logged and loading is cleared.
  useEffect(() => {
    if (failed) reportError(error, 'favorites');
  }, [failed, error]);
  if (failed) return <FavoritesUnavailable />;
  if (!data?.viewer) return <FavoritesSignedOut loginTo={loginHref(favoritesHref(filters))} />;
  return <FavoritesPage filters={filters} favorites={data.viewer.favorites} queryRef={queryRef} />;
}

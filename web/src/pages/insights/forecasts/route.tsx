// Route module for /insights/forecasts/{tabId?}, loaded lazily. The loader answers an unknown tab
// with the 404 page and preloads the first page of the search in the URL (?query=&sort=); another
// tab is a link without them, so it starts with empty filters.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { forecastTab } from '@portal/domain';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../ListingUnavailable';
import { ForecastsHero, ForecastsPage, ForecastsPageQuery } from './ForecastsPage';
import { forecastRequestOf, forecastSearch, forecastVariables } from './forecastRequest';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tab = forecastTab(params.tabId);
  if (!tab) throw data(`No forecast category '${params.tabId}'`, { status: 404 });
  const asked = forecastRequestOf(new URL(request.url).searchParams);
  const preloadQuery = context.get(preloadQueryContext);
  // Every search asks afresh, as the page always has; the cache then appends its further pages.
  const queryRef = preloadQuery(ForecastsPageQuery, { variables: forecastVariables(tab, asked), fetchPolicy: 'network-only', errorPolicy: 'all' });
  return { tab, asked, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { tab, asked, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  // The tab's own first page failing leaves nothing to filter; a search failing keeps the filters.
  const searched = forecastSearch(asked) !== '';
  if (!answer?.forecasts && !searched) return <ListingUnavailable hero={<ForecastsHero tab={tab} />} error={error} area="forecasts" />;
  return <ForecastsPage key={tab.id} tab={tab} request={asked} queryRef={queryRef} failure={answer?.forecasts ? null : (error ?? new Error('No forecasts in the answer'))} />;
}

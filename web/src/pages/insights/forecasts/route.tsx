// Route module for /insights/forecasts/{tabId?}, loaded lazily. The loader answers an unknown tab
// with the 404 page and preloads the tab's first page (no keyword, newest first); the page is keyed
// by the tab, so another tab starts with empty filters.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { forecastTab } from '@portal/domain';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../ListingUnavailable';
import { ForecastsHero, ForecastsPage, ForecastsPageQuery } from './ForecastsPage';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const tab = forecastTab(params.tabId);
  if (!tab) throw data(`No forecast category '${params.tabId}'`, { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(ForecastsPageQuery, { variables: { input: { tab: tab.id, query: '', sortType: 'date', page: 1 } }, errorPolicy: 'all' });
  return { tab, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { tab, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  if (!answer?.forecasts) return <ListingUnavailable hero={<ForecastsHero tab={tab} />} error={error} area="forecasts" />;
  return <ForecastsPage key={tab.id} tab={tab} results={answer.forecasts} />;
}

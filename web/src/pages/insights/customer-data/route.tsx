// Route module for /insights/customer-data-and-insights/{id?}/{tabId?}, loaded lazily: a path that
// names no tab is the 404 page; the loader preloads the tab's first 9 snapshots.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../ListingUnavailable';
import { snapshotRouteOf } from '../insightRoutes';
import { DataSnapshotsHero, DataSnapshotsPage, DataSnapshotsPageQuery, dataSnapshotsVariables } from './DataSnapshotsPage';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const route = snapshotRouteOf(params.id, params.tabId);
  if (!route) throw data(`No customer data tab '${params.tabId}'`, { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(DataSnapshotsPageQuery, { variables: dataSnapshotsVariables(route), errorPolicy: 'all' });
  return { route, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { route, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  if (!answer?.dataSnapshots) return <ListingUnavailable hero={<DataSnapshotsHero route={route} />} error={error} area="data snapshots" />;
  return <DataSnapshotsPage key={route.tab.id} route={route} queryRef={queryRef} />;
}

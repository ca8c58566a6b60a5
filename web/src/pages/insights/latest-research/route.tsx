// Route module for /insights/latest-research/{tab}, loaded lazily. The loader answers an unknown
// tab with the 404 page and preloads the tab's first page; the page is keyed by the tab, so
// opening another tab starts a new list.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { latestResearchTab } from '@portal/domain';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../ListingUnavailable';
import { LatestResearchHero, LatestResearchPage, LatestResearchPageQuery, latestResearchVariables } from './LatestResearchPage';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const tab = latestResearchTab(params.tab);
  if (!tab) throw data(`No research tab '${params.tab}'`, { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(LatestResearchPageQuery, { variables: latestResearchVariables(tab), errorPolicy: 'all' });
  return { tab, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { tab, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  if (!answer?.latestResearch) {
    return <ListingUnavailable hero={<LatestResearchHero tab={tab} />} error={error} area="latest research" />;
  }
  return <LatestResearchPage key={tab.slug} tab={tab} queryRef={queryRef} />;
}

// Route module for /insights/further-research/market-insights/{slug?}?phase=: an unknown market or
// phase is the 404 page before any call; the loader preloads the phase's first page. Another
// phase or market runs the loader again, and the page is keyed by both, so the list starts anew.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../ListingUnavailable';
import { marketFurtherResearchOf } from './furtherResearchLinks';
import { MarketFurtherResearchHero, MarketFurtherResearchPage, MarketFurtherResearchPageQuery, marketFurtherResearchVariables } from './MarketFurtherResearchPage';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const route = marketFurtherResearchOf(params.slug, new URL(request.url).searchParams.get('phase'));
  if (!route) throw data('No such further research page', { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(MarketFurtherResearchPageQuery, { variables: marketFurtherResearchVariables(route), errorPolicy: 'all' });
  return { route, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { route, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  if (!answer?.analystRelations) {
    return <ListingUnavailable hero={<MarketFurtherResearchHero route={route} />} error={error} area="further research" />;
  }
  return <MarketFurtherResearchPage key={`${route.market.slug}/${route.phase.id}`} route={route} queryRef={queryRef} />;
}

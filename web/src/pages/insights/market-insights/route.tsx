// Route module for /markets/market-insights/{slug} and /services/market-insights/{slug}, loaded
// lazily: an unknown market is the 404 page; the loader reads the flags (breadcrumb) and preloads
// the landing with the first 9 buyer insights.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { loadFeatureFlags } from '../../../app/featureFlags';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../ListingUnavailable';
import { MarketInsightsHero, MarketInsightsPage, MarketInsightsPageQuery } from './MarketInsightsPage';
import { activeProduct, marketRouteOf } from './marketRoute';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const flags = await loadFeatureFlags(context);
  const route = marketRouteOf(new URL(request.url).pathname, params.slug, flags.boldVisionRedesign, activeProduct());
  if (!route) throw data(`No market insights for '${params.slug}'`, { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(MarketInsightsPageQuery, {
    variables: { service: route.slug, buyer: { service: route.slug, function: null, offset: 0 } },
    errorPolicy: 'all',
  });
  return { route, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { route, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  if (!answer?.marketInsights || !answer.buyerInsights) {
    return <ListingUnavailable hero={<MarketInsightsHero route={route} />} error={error} area="market insights" />;
  }
  return <MarketInsightsPage key={route.landingHref} route={route} data={answer} />;
}

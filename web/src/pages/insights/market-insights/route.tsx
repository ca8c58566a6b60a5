// Route module for /markets/market-insights/{slug} and /services/market-insights/{slug}, loaded
// lazily: an unknown market is the 404 page; the loader reads the flags (breadcrumb) and preloads
// the landing and the first 9 buyer insights of the function in the URL (?function=). A new
// function runs the loader again: the landing then comes from the cache, the buyer insights afresh.
import { cookiesOf } from '../../../app/cookies';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { loadFeatureFlags } from '../../../app/featureFlags';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../ListingUnavailable';
import { BuyerInsightsQuery, buyerFunctionOf, buyerInsightsVariables } from './BuyerInsights';
import { MarketInsightsHero, MarketInsightsPage, MarketInsightsPageQuery } from './MarketInsightsPage';
import { activeProduct, marketRouteOf } from './marketRoute';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const flags = await loadFeatureFlags(context);
  const url = new URL(request.url);
  const route = marketRouteOf(url.pathname, params.slug, flags.boldVisionRedesign, activeProduct(cookiesOf(request)));
  if (!route) throw data(`No market insights for '${params.slug}'`, { status: 404 });
  const fn = buyerFunctionOf(url.searchParams);
  const preloadQuery = context.get(preloadQueryContext);
  const landing = preloadQuery(MarketInsightsPageQuery, { variables: { service: route.slug }, errorPolicy: 'all' });
  const buyer = preloadQuery(BuyerInsightsQuery, { variables: buyerInsightsVariables(route.slug, fn), fetchPolicy: 'network-only', errorPolicy: 'all' });
  const [landingRef, buyerRef] = await Promise.all([preloadQuery.toPromise(landing), preloadQuery.toPromise(buyer)]);
  return { route, fn, landingRef, buyerRef };
}

export function Component() {
  const { route, fn, landingRef, buyerRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(landingRef);
  const { data: buyer, error: buyerError } = useReadQuery(buyerRef);
  if (!answer?.marketInsights) {
    return <ListingUnavailable hero={<MarketInsightsHero route={route} />} error={error} area="market insights" />;
  }
  const failure = buyer?.buyerInsights ? null : (buyerError ?? new Error('No buyer insights in the answer'));
  return <MarketInsightsPage key={route.landingHref} route={route} data={answer} buyer={{ fn, queryRef: buyerRef, failure }} />;
}

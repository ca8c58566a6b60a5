// Route module for /{markets|services}/market-insights/{slug}/analyst-relations/{phase?}, loaded
// lazily: an unknown market or phase is the 404 page; the loader preloads the phase's first page.
import { cookiesOf } from '../../../app/cookies';
import { phaseTab } from '@portal/domain';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { loadFeatureFlags } from '../../../app/featureFlags';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../ListingUnavailable';
import { AnalystRelationsHero, AnalystRelationsPage, AnalystRelationsPageQuery, analystRelationsVariables } from './AnalystRelationsPage';
import { activeProduct, marketRouteOf } from './marketRoute';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const flags = await loadFeatureFlags(context);
  const route = marketRouteOf(new URL(request.url).pathname, params.slug, flags.boldVisionRedesign, activeProduct(cookiesOf(request)));
  const tab = phaseTab(params.phase);
  if (!route || !tab) throw data('No such analyst relations page', { status: 404 });
  const phase = { id: tab.id, label: tab.label };
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(AnalystRelationsPageQuery, { variables: analystRelationsVariables(route, phase), errorPolicy: 'all' });
  return { route, phase, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { route, phase, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  if (!answer?.analystRelations) {
    return <ListingUnavailable hero={<AnalystRelationsHero route={route} phase={phase} />} error={error} area="analyst relations" />;
  }
  return <AnalystRelationsPage key={`${route.landingHref}/${phase.id}`} route={route} phase={phase} queryRef={queryRef} />;
}

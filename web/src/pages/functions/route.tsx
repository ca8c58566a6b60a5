// Route module for /functions and /services. Under release_bold_vision_redesign, /services is
// replaced by /functions (a client-side redirect: spec 1 §2, spec 2 §2).
import { redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { loadFeatureFlags } from '../../app/featureFlags';
import { preloadQueryContext } from '../../app/routerContext';
import { FunctionsPage, FunctionsPageQuery } from './FunctionsPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { boldVisionRedesign } = await loadFeatureFlags(context);
  if (url.pathname.replace(/\/+$/, '') === '/services' && boldVisionRedesign) throw redirect(`/functions${url.search}`);
  const preloadQuery = context.get(preloadQueryContext);
  // Whether a service is held depends on who asks: always ask the network.
  const queryRef = preloadQuery(FunctionsPageQuery, { fetchPolicy: 'network-only' });
  return { boldVisionRedesign, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { boldVisionRedesign, queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const { pathname } = useLocation();
  const title = pathname.startsWith('/services') ? 'Services' : 'Functions';
  return <FunctionsPage title={title} listing={data.services} boldVisionRedesign={boldVisionRedesign} />;
}

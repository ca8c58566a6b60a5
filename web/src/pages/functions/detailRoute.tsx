// Route module for /functions/{slug}/{id?}/* and /services/{slug}/{id?}/* (the functions form under
// the bold-vision redesign, so /services/... goes there client-side when the flag is on). A page
// the viewer may not open rejects the loader with 401 'Service page is not accessible for idToken'.
// Changing tab changes only the last segment: the page is not fetched again.
import { useLoaderData, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { redirectToBoldVisionPath } from '../../app/boldVisionPath';
import { preloadQueryContext } from '../../app/routerContext';
import { parseFunctionPath } from './functionPath';
import { FunctionDetailPage, FunctionPageQuery } from './FunctionDetailPage';
import { NotFoundPage } from '../error/NotFoundPage';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await redirectToBoldVisionPath(request, context);
  const section = new URL(request.url).pathname.startsWith('/services/') ? 'services' : 'functions';
  const slug = params.slug ?? '';
  const { id } = parseFunctionPath(params['*'] ?? '');
  const preloadQuery = context.get(preloadQueryContext);
  // Per viewer (subscriptions decide access): never from another visitor's cache entry.
  const queryRef = preloadQuery(FunctionPageQuery, { variables: { slug, id }, fetchPolicy: 'network-only' });
  return { section, queryRef: await preloadQuery.toPromise(queryRef) };
}

/** Another tab of the same function page keeps the loaded page. */
export function shouldRevalidate({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const samePage =
    currentUrl.pathname.split('/')[1] === nextUrl.pathname.split('/')[1] &&
    currentParams.slug === nextParams.slug &&
    parseFunctionPath(currentParams['*'] ?? '').id === parseFunctionPath(nextParams['*'] ?? '').id;
  return samePage ? false : defaultShouldRevalidate;
}

export function Component() {
  const { section, queryRef } = useLoaderData<typeof loader>();
  const { tab } = parseFunctionPath(useParams()['*'] ?? '');
  const { data } = useReadQuery(queryRef);
  const page = data.servicePage;
  if (!page) return <NotFoundPage />;
  const basePath = `/${section}/${page.service.slug}/${page.service.id}`;
  return <FunctionDetailPage key={page.id} page={page} basePath={basePath} tab={tab} />;
}

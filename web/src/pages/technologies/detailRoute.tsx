// Route module for /insights/technology-landscapes-and-waves/{type?}/{slug?}/{id}(/{tabId}),
// loaded lazily. The loader preloads the page's query; a GraphQL error (unknown or malformed id)
// rejects it, so the route's errorElement shows the status. Changing tab reuses the cached answer.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../app/routerContext';
import { parseTechnologyPath } from './technologyPath';
import { TechnologyDetailPage, TechnologyPageQuery } from './TechnologyDetailPage';
import { NotFoundPage } from '../error/NotFoundPage';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { id, tabId } = parseTechnologyPath(params['*'] ?? '');
  if (id === null) throw data('This page could not be found', { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(TechnologyPageQuery, { variables: { id } });
  return { tabId, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { tabId, queryRef } = useLoaderData<typeof loader>();
  const { data: page } = useReadQuery(queryRef);
  if (!page.technology) return <NotFoundPage />;
  return <TechnologyDetailPage key={page.technology.id} technology={page.technology} tabId={tabId} />;
}

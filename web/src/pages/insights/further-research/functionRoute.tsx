// Route module for /insights/further-research/{slug}: a malformed slug is the 404 page before any
// call; an unknown function is the 404 page; one the reader may not open rejects the loader with
// the service page's 401 or 403 (the error page), like the function's own page.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { MAX_SLUG_LENGTH, PAGE_SLUG_PATTERN } from '@portal/domain';
import { preloadQueryContext } from '../../../app/routerContext';
import { NotFoundPage } from '../../error/NotFoundPage';
import { FunctionFurtherResearchPage, FunctionFurtherResearchPageQuery } from './FunctionFurtherResearchPage';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (slug.length > MAX_SLUG_LENGTH || !PAGE_SLUG_PATTERN.test(slug)) throw data(`No further research for '${slug}'`, { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  // Per reader (subscriptions decide access): never from another visitor's cache entry.
  return preloadQuery.toPromise(preloadQuery(FunctionFurtherResearchPageQuery, { variables: { slug }, fetchPolicy: 'network-only' }));
}

export function Component() {
  const { data: answer } = useReadQuery(useLoaderData<typeof loader>());
  if (!answer.servicePage) return <NotFoundPage />;
  return <FunctionFurtherResearchPage key={answer.servicePage.id} page={answer.servicePage} />;
}

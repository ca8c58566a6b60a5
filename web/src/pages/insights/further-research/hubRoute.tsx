// Route module for /insights/further-research: the loader preloads the functions the reader can
// see (per reader: subscriptions decide); the markets are fixed (spec 2 §2).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../../app/routerContext';
import { reportError } from '../../../app/reportError';
import { FurtherResearchHubPage, FurtherResearchHubPageQuery, functionsOf } from './FurtherResearchHubPage';
import { useEffect } from 'react';

export async function loader({ context }: LoaderFunctionArgs) {
  const preloadQuery = context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(FurtherResearchHubPageQuery, { fetchPolicy: 'network-only', errorPolicy: 'all' }));
}

export function Component() {
  const { data, error } = useReadQuery(useLoaderData<typeof loader>());
  const failed = !data?.services;
  useEffect(() => {
    if (failed) reportError(error, 'further research');
  }, [failed, error]);
  return <FurtherResearchHubPage functions={functionsOf(data)} failed={failed} />;
}

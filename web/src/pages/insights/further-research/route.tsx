// Route module for /functional-priority/{slug}/{id}/further-research/{tab?} and /priority/...,
// loaded lazily: an unknown phase, a malformed or unknown priority is the 404 page; the loader
// preloads the priority and the phase's first page in one query.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { redirectToBoldVisionPath } from '../../../app/boldVisionPath';
import { preloadQueryContext } from '../../../app/routerContext';
import { describeError } from '../../error/describeError';
import { ErrorPage } from '../../error/ErrorPage';
import { NotFoundPage } from '../../error/NotFoundPage';
import { ListingUnavailable } from '../ListingUnavailable';
import { FurtherResearchHero, FurtherResearchPage, FurtherResearchPageQuery, furtherResearchVariables } from './FurtherResearchPage';
import { furtherResearchRouteOf } from './furtherResearchRoute';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await redirectToBoldVisionPath(request, context);
  const route = furtherResearchRouteOf(new URL(request.url).pathname, params.id, params.tab);
  if (!route) throw data('No such further research page', { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(FurtherResearchPageQuery, { variables: furtherResearchVariables(route), errorPolicy: 'all' });
  return { route, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { route, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  const described = error ? describeError(error) : null;
  // A null priority with no other failure is an unknown one. A page restored from the server's
  // cache has that null but not the error the server saw, so the null alone must say 404.
  if (answer?.priority === null && (!described || described.status === 404)) return <NotFoundPage />;
  if (!answer?.priority || !answer.priorityResearch) {
    if (described?.status === 404) return <ErrorPage {...described} />;
    return <ListingUnavailable hero={<FurtherResearchHero route={route} priorityLabel={null} />} error={error} area="further research" />;
  }
  return <FurtherResearchPage key={`${route.priorityId}/${route.phase.id}`} route={route} priorityLabel={answer.priority.label} queryRef={queryRef} />;
}

// Route module for /insights/playbooks/* (spec 1 §2, spec 3 §2): the tab is the last path segment.
// The loader preloads the tab's first page; the page is keyed by the tab, so a new tab starts a
// new list, and 'Show more' appends.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { playbookTabOfPath } from '@portal/domain';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../../insights/ListingUnavailable';
import { PlaybooksHero, PlaybooksPage, PlaybooksPageQuery, playbooksVariables } from './PlaybooksPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const tab = playbookTabOfPath(new URL(request.url).pathname);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(PlaybooksPageQuery, { variables: playbooksVariables(tab), errorPolicy: 'all' });
  return { tab, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { tab, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  if (!data?.playbooks) return <ListingUnavailable hero={<PlaybooksHero tab={tab} />} error={error} area="playbooks" />;
  return <PlaybooksPage key={tab.id} tab={tab} queryRef={queryRef} />;
}

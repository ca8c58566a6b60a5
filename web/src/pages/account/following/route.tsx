// Route module for /my-account/following, loaded lazily. The loader preloads the page's one query
// from the network every time: follows change on other pages (and in other tabs).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { preloadQueryContext } from '../../../app/routerContext';
import { FollowingPage } from './FollowingPage';

export const FollowingPageQuery = graphql(`
  query FollowingPage {
    viewer {
      id
      followedAnalysts {
        id
        ...AnalystListItem_analyst
        # The list item's follow button reads this from Apollo's cache (the report page's follows
        # come from its own private query, so that its public one may be cached: issue #14).
        ...FollowButton_analyst
      }
      ...FollowedTopics_viewer
    }
  }
`);

export async function loader({ context }: LoaderFunctionArgs) {
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(FollowingPageQuery, { fetchPolicy: 'network-only', errorPolicy: 'all' });
  return preloadQuery.toPromise(queryRef);
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  // A session that ended shows the log-in prompt; the header's session check sends the user on.
  return <FollowingPage viewer={data?.viewer ?? null} />;
}

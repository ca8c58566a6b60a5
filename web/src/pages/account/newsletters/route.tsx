// Route module for /my-account/newsletters, loaded lazily: the newsletters and the user's choices.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { preloadQueryContext } from '../../../app/routerContext';
import { NewslettersPage } from './NewslettersPage';

export const NewslettersPageQuery = graphql(`
  query NewslettersPage {
    viewer {
      id
      newsletters {
        id
        ...NewslettersForm_newsletter
      }
    }
  }
`);

export async function loader({ context }: LoaderFunctionArgs) {
  const preloadQuery = context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(NewslettersPageQuery, { fetchPolicy: 'network-only' }));
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  return <NewslettersPage newsletters={data.viewer?.newsletters ?? null} />;
}

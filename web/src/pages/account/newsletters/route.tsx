// Route module for /my-account/newsletters, loaded lazily: the newsletters and the user's choices.
import { useLoaderData } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { viewerPageLoader } from '../../../app/pageLoaders';
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

export const loader = viewerPageLoader(NewslettersPageQuery);

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  return <NewslettersPage newsletters={data.viewer?.newsletters ?? null} />;
}

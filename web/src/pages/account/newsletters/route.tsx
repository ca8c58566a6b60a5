// Route module for /my-account/newsletters, loaded lazily: the newsletters and the user's choices.
import { graphql } from '../../../gql';
import { viewerPageLoader, useLoadedQuery } from '../../../app/pageLoaders';
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
  const { data } = useLoadedQuery<typeof loader>();
  return <NewslettersPage newsletters={data.viewer?.newsletters ?? null} />;
}

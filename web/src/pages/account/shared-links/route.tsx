// Route module for /my-account/shared-links, loaded lazily: the reader's own share links (and, for a
// reprint user, their reprint links, asked by the page's own section). From the network every time:
// links are made and withdrawn on report pages.
import { graphql } from '../../../gql';
import { viewerPageLoader, useLoadedQuery } from '../../../app/pageLoaders';
import { SharedLinksPage } from './SharedLinksPage';

export const SharedLinksPageQuery = graphql(`
  query SharedLinksPage {
    viewer {
      id
      isReprintUser
      researchShares {
        id
        ...ShareLinksSection_share
      }
    }
  }
`);

export const loader = viewerPageLoader(SharedLinksPageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  return <SharedLinksPage viewer={data.viewer ?? null} />;
}

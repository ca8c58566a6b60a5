// Route module for /webinar/:slug/:id and /peer-discussions/:slug/:id (spec 3 "Webinar page"),
// loaded lazily. The loader preloads the page's one query; an unknown webinar rejects it with the
// 404 the route's error page shows.
import { graphql } from '../../gql';
import { idPageLoader, useLoadedQuery } from '../../app/pageLoaders';
import { WebinarPage } from './WebinarPage';
import { NotFoundPage } from '../error/NotFoundPage';
import { useLocation } from 'react-router';

/** The peer discussion page is the page's second variant (spec 3 §2, §4). */
const SECOND_VARIANT_PREFIX = '/peer-discussions/';

export const WebinarPageQuery = graphql(`
  query WebinarPage($id: ID!) {
    webinar(id: $id) {
      id
      ...WebinarHero_webinar
      ...WebinarRegistration_webinar
      ...RelatedWebinars_webinar
      ...WatchRecordingAction_webinar
      ...RecordingPlayer_webinar
      ...WebinarAssets_webinar
      title
      purchase {
        ...AddToCartButton_purchase
      }
    }
    viewer {
      id
      ...WebinarRegistration_viewer
    }
  }
`);

export const loader = idPageLoader(WebinarPageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  const { pathname } = useLocation();
  if (!data.webinar) return <NotFoundPage />;
  return <WebinarPage key={data.webinar.id} webinar={data.webinar} viewer={data.viewer ?? null} secondVariant={pathname.startsWith(SECOND_VARIANT_PREFIX)} />;
}

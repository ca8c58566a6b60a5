// Route module for /insights/{slug?}/{id?} (spec 1 §2): the static /insights/... routes of the
// table are more specific and win. An id resolves to the content's own page (the /go lookup, in
// the reader's session, so no access is the error page with 401/403); otherwise the hub or 404.
import { data, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { contentPathOf } from '../../redirects/goRoute';
import { InsightsHubPage } from './InsightsHubPage';
import { insightTargetOf } from './insightTarget';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const target = insightTargetOf(params.slug, params.id);
  switch (target.kind) {
    case 'hub':
      return null;
    case 'content':
      throw redirect(await contentPathOf(context, target.id));
    case 'page':
      throw target.fullLoad ? redirectDocument(target.path) : redirect(target.path);
    case 'none':
      throw data('No such insights page', { status: 404 });
  }
}

export const Component = InsightsHubPage;

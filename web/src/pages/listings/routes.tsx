// The content listing routes of issue #3 (spec 1 §2, spec 3 §2), code-split per page. Added to
// the app's route table in one place (app/router.tsx). Themed listings are ten static paths, so
// they never catch another /insights page.
import type { RouteObject } from 'react-router';
import { THEMED_LISTING_SLUGS } from '@portal/domain';
import { PageLoading } from '../../app/PageLoading';
import { NO_ACCESS_FLAGS_HANDLE } from '../../layout/accessFlags';

type RouteModule = { loader: NonNullable<RouteObject['loader']>; Component: NonNullable<RouteObject['Component']> };

function page(path: string, load: () => Promise<RouteModule>, handle?: RouteObject['handle']): RouteObject {
  return {
    path,
    ...(handle ? { handle } : {}),
    lazy: async () => {
      const { loader, Component } = await load();
      return { loader, Component };
    },
    HydrateFallback: PageLoading,
  };
}

const playbooks = () => import('./playbooks/route');
const playbook = () => import('./playbook/route');
const surveys = () => import('./surveys/route');
const survey = () => import('./survey/route');
const themed = () => import('./themed/route');
const planningGuides = () => import('./insight-pages/planningGuidesRoute');
const predictions = () => import('./insight-pages/predictionsRoute');

export const listingRoutes: RouteObject[] = [
  // Playbook tabs by the last path segment; /insights/playbooks itself shows the first tab.
  page('insights/playbooks', playbooks),
  page('insights/playbooks/*', playbooks),
  page('playbook/:slug/:id', playbook),
  page('playbook/:id', playbook),
  // /surveys/{tabId?} and /surveys/{slug}/{id}: one segment is a tab, two a survey.
  page('surveys', surveys),
  page('surveys/:tabId', surveys),
  page('surveys/:slug/:id', survey),
  // Themed listings are editorial collections shown to prospects as much as to clients: a Locked
  // badge on most cards would say nothing useful there, so they use the 'no-access-flags' variant.
  ...THEMED_LISTING_SLUGS.map((slug) => page(`insights/${slug}`, themed, NO_ACCESS_FLAGS_HANDLE)),
  // Planning guides /insights/planning-guides/{slug?}/* and predictions
  // /insights/predictions/{slug?}/{id?}/*: the tab is the last path segment.
  page('insights/planning-guides', planningGuides),
  page('insights/planning-guides/:slug/*', planningGuides),
  page('insights/predictions', predictions),
  page('insights/predictions/:slug', predictions),
  page('insights/predictions/:slug/:id/*', predictions),
];

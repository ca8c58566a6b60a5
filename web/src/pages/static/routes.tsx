// Static pages of spec 1 §2, spec 2 §2 and spec 3 (privacy summary, partner page, planned research,
// the simple text page), the /external interstitial and /unauthorized. Each page's copy is one
// small file under copy/; the copy and the page that lays it out load with the route.
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/lazyRoute';
import type { StaticCopy } from './staticCopy';

function staticRoute(path: string, loadCopy: () => Promise<{ copy: StaticCopy }>) {
  return lazyRoute(path, async () => {
    const [{ staticPageModule }, { copy }] = await Promise.all([import('./StaticPage'), loadCopy()]);
    return staticPageModule(copy);
  });
}

const informationServicesGroup = () => import('./copy/informationServicesGroup');

/** The /external interstitial: the empty layout (app/router.tsx). */
export const externalRoute = lazyRoute('external', () => import('../external/ExternalLinkPage'));

export const staticPageRoutes: RouteObject[] = [
  lazyRoute('unauthorized', () => import('../error/UnauthorizedPage')),
  staticRoute('planned-research', () => import('./copy/plannedResearch')),
  staticRoute('simple-text', () => import('./copy/simpleText')),
  staticRoute('trust/data-privacy', () => import('./copy/dataPrivacy')),
  // Spec 1 §2 names both paths for the one partner page (spec 2 §2).
  staticRoute('information-services-group', informationServicesGroup),
  staticRoute('static/information-services-group', informationServicesGroup),
];

// The routes of spec 1 §2 under /insights that are not a listing of their own: further research
// (by function, and its market-insights form) and the generic /insights/{slug?}/{id?}. The other
// static /insights/... paths of the table are more specific, so they win over these.
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/lazyRoute';

export const insightsHubRoutes: RouteObject[] = [
  lazyRoute('insights/further-research', () => import('./further-research/hubRoute')),
  lazyRoute('insights/further-research/market-insights/:slug?', () => import('./further-research/marketRoute')),
  lazyRoute('insights/further-research/:slug', () => import('./further-research/functionRoute')),
  lazyRoute('insights/:slug?/:id?', () => import('./hub/insightsRoute')),
];

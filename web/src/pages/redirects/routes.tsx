// Routes that only send the reader on (spec 1 §2): direct content links, old analyst bio links
// and the webinar paths without a page of their own. Real HTTP redirects (/fn, /playbooks...)
// are the gateway's (services/gateway/src/redirects.ts); these need the graph or the session.
import { data, redirect, type RouteObject } from 'react-router';
import { MARKET_INSIGHTS_SERVICES, WEBINAR_ID_PATTERN } from '@portal/domain';
import { lazyRoute } from '../../app/lazyRoute';
import { gatewayRoute } from '../auth/serverRoutes';
import { goHref } from './goTarget';

const UPCOMING_WEBINARS = '/webinar/upcoming';
const bio = () => import('./bioRoute');

export const redirectRoutes: RouteObject[] = [
  lazyRoute('go', () => import('./goRoute')),
  lazyRoute('bio/:name?', bio),
  // The profile's own /analyst-bio/{slug}/{id} is more specific and wins over the splat.
  lazyRoute('analyst-bio/*', bio),
  // /webinar itself, and /webinar/{slug} without its id (spec 1 §2 /webinar/{slug}/{id?}): a slug
  // alone names no webinar, so the reader gets the upcoming ones; /webinar/ondemand and
  // /webinar/upcoming are static routes and win.
  { path: 'webinar', loader: () => redirect(UPCOMING_WEBINARS) },
  { path: 'webinar/:slug', loader: () => redirect(UPCOMING_WEBINARS) },
  // /peer-discussions/{slug?}/{id} without its slug: the discussion's own page, found by its id.
  {
    path: 'peer-discussions/:id',
    loader: ({ params }) => {
      if (!WEBINAR_ID_PATTERN.test(params.id ?? '')) throw data('This page could not be found', { status: 404 });
      throw redirect(goHref(params.id!));
    },
  },
  // /{markets|services}/market-insights/{slug?}/analyst-relations(/*) without its market: the
  // first market's (spec 2 §2 names three), keeping the phase and whatever follows.
  ...['markets', 'services'].map((root) => ({
    path: `${root}/market-insights/analyst-relations/*`,
    loader: ({ params }: { params: Record<string, string | undefined> }) => {
      const rest = params['*'] ? `/${params['*']}` : '';
      return redirect(`/${root}/market-insights/${MARKET_INSIGHTS_SERVICES[0].slug}/analyst-relations${rest}`);
    },
  })),
  // /fn/{fnId} and /fn/fnx1/{id?} are the gateway's 301s: a link inside the app loads the document.
  gatewayRoute('fn/*'),
];

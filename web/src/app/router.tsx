// The route table (spec 1 §2). Pages render inside a layout (pathless routes: the default one, and
// after it the other layouts of spec 1 §2); a pathless route between them holds the errorElement,
// so a failing page keeps its layout's header and footer around its error.
import { createBrowserRouter, redirect, type DataRouter, type RouteObject } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { DefaultLayout } from '../layout/DefaultLayout';
import { EmptyLayout } from '../layout/EmptyLayout';
import { IntermediaryLayout } from '../layout/IntermediaryLayout';
import { MinimalLayout } from '../layout/MinimalLayout';
import { SimplisticLayout } from '../layout/SimplisticLayout';
import { defaultLayoutQueries, footerQueries } from '../layout/layoutQueries';
import type { CacheFillHandle } from './pageLoaders';
import { gatewayRoutes } from '../pages/auth/serverRoutes';
import { accountEntryRoutes, identityRoutes, interceptRoutes, passwordCreateRoutes } from '../pages/identity/routes';
import { insightsHubRoutes } from '../pages/insights/routes';
import { listingRoutes } from '../pages/listings/routes';
import { redirectRoutes } from '../pages/redirects/routes';
import { externalRoute, staticPageRoutes } from '../pages/static/routes';
import { RouteErrorBoundary } from '../pages/error/RouteErrorBoundary';
import { GenericErrorPage } from '../pages/error/GenericErrorPage';
import { NotFoundPage } from '../pages/error/NotFoundPage';
import { lazyIndexRoute, lazyRoute } from './lazyRoute';
import { createRouterContext } from './routerContext';

export const routes: RouteObject[] = [
  {
    Component: DefaultLayout,
    // The header's, banner's and footer's queries, for the server render (layoutQueries.ts).
    handle: { cacheFill: defaultLayoutQueries } satisfies CacheFillHandle,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          // The home pages (spec 1 §2, spec 2 §2): the visitors' at / and /home, the reader's at /myhome.
          lazyIndexRoute(() => import('../pages/home/homeRoute')),
          lazyRoute('home', () => import('../pages/home/homeRoute')),
          lazyRoute('myhome', () => import('../pages/home/myHomeRoute')),
          // The alternative, assistant-first home of a reader whose izola_home is on (spec 1 §4).
          lazyRoute('myhome/izola', () => import('../pages/home/izolaHomeRoute')),
          // Code-split: the report page (and x-charts) load only when a report is opened.
          lazyRoute('report/:slug?/:id', () => import('../pages/report/route')),
          // A share link (issue #13): redeems its ticket and lands on the report it opens.
          lazyRoute('researchshare/:resid?/:ticket', () => import('../pages/researchshare/route')),
          // The URL is the search's state; the route module reads it in its loader.
          lazyRoute('allSearch', () => import('../pages/search/route')),
          // An analyst's profile (spec 2 §2): 404 'Analyst inactive.' unless externally active.
          lazyRoute('analyst-bio/:slug/:id', () => import('../pages/analyst-bio/route')),
          // The analyst directory (spec 2 §2): its URL is its state, read by the loader.
          lazyRoute('analysts', () => import('../pages/analysts/route')),
          // Webinar and peer discussion listings (spec 3 §2): static paths, so they win over the
          // future /webinar/{slug}/{id?} detail pages.
          ...['webinar/upcoming', 'webinar/ondemand', 'peer-discussions', 'peer-discussions/ondemand'].map((path) => lazyRoute(path, () => import('../pages/webinars/route'))),
          // Search-backed insights listings (spec 2 §2); an unknown tab is a 404 from the loader.
          { path: 'insights/latest-research', loader: () => redirect('/insights/latest-research/all') },
          lazyRoute('insights/latest-research/:tab', () => import('../pages/insights/latest-research/route')),
          lazyRoute('insights/forecasts/:tabId?', () => import('../pages/insights/forecasts/route')),
          lazyRoute('insights/customer-data-and-insights/:id?/:tabId?', () => import('../pages/insights/customer-data/route')),
          // Further research by function and by market, and /insights/{slug?}/{id?} (the static paths win).
          ...insightsHubRoutes,
          // Market insights (spec 2 §2) under Markets and under Services, with their analyst relations.
          ...['markets', 'services'].flatMap((root) => [
            lazyRoute(`${root}/market-insights/:slug`, () => import('../pages/insights/market-insights/route')),
            lazyRoute(`${root}/market-insights/:slug/analyst-relations/:phase?`, () => import('../pages/insights/market-insights/analystRelationsRoute')),
          ]),
          // A priority's further research by phase, under either priority path (spec 2 §2).
          ...['functional-priority', 'priority'].flatMap((root) =>
            [`${root}/:slug/:id/further-research/:tab?`, `${root}/:id/further-research/:tab?`].map((path) => lazyRoute(path, () => import('../pages/insights/further-research/route'))),
          ),
          // A webinar or peer discussion (spec 3 "Webinar page"); after the static listing paths above.
          ...['webinar/:slug/:id', 'peer-discussions/:slug/:id'].map((path) => lazyRoute(path, () => import('../pages/webinar/route'))),
          // The cart (issue #10).
          lazyRoute('cart', () => import('../pages/cart/route')),
          // Blogs, podcasts and tools: the cards of their search tabs open here.
          ...['blogs/:slug/:id', 'podcasts/:slug/:id', 'tools/:slug/:id'].map((path) => lazyRoute(path, () => import('../pages/content-item/route'))),
          // The my-account area (spec 1 §2): one layout (avatar, name, tabs) around its tab pages.
          {
            ...lazyRoute('my-account', async () => ({ Component: (await import('../pages/account/AccountLayout')).AccountLayout })),
            children: [
              { index: true, loader: () => redirect('/my-account/profile') },
              lazyRoute('profile', () => import('../pages/account/profile/route')),
              lazyRoute('following', () => import('../pages/account/following/route')),
              lazyRoute('communications', () => import('../pages/account/communications/route')),
              // Products, contacts and newsletters (issue #4, account extras).
              lazyRoute('products', () => import('../pages/account/products/route')),
              lazyRoute('contacts', () => import('../pages/account/contacts/route')),
              lazyRoute('newsletters', () => import('../pages/account/newsletters/route')),
              // The reader's share and reprint links (issue #13).
              lazyRoute('shared-links', () => import('../pages/account/shared-links/route')),
            ],
          },
          // Issue #13 names the shared-links page /account/shared-links: it is a my-account tab page.
          { path: 'account/shared-links', loader: () => redirect('/my-account/shared-links') },
          // The reader's saved collection (spec 3 "Favorites, with a mobile filter modal").
          lazyRoute('favorites', () => import('../pages/favorites/route')),
          // The technology catalogue (spec 3 §4) and its detail pages: {type?}/{slug?}/{id}(/{tabId}).
          lazyRoute('insights/technology-landscapes-and-waves', () => import('../pages/technologies/route')),
          lazyRoute('insights/technology-landscapes-and-waves/*', () => import('../pages/technologies/detailRoute')),
          // Functions and services (spec 3 §2, §6): the listing, then /{slug}/{id?}/{tab?}.
          ...['functions', 'services'].flatMap((section) => [
            lazyRoute(section, () => import('../pages/functions/route')),
            lazyRoute(`${section}/:slug/*`, () => import('../pages/functions/detailRoute')),
          ]),
          // A functional priority (spec 1 §2); its further-research tabs are deeper routes.
          ...['functional-priority/:slug/:id', 'functional-priority/:id', 'priority/:slug/:id', 'priority/:id'].map((path) => lazyRoute(path, () => import('../pages/priority/route'))),
          // Flex pages (spec 2 §2, §3): the tab is ?tab=, read by the page; an unknown tab shows the first.
          lazyRoute('content/:slug?/:id', () => import('../pages/flex/route')),
          // Solution blueprints (spec 1 §2): the cards page is a static path, so it wins over an id;
          // links to a blueprint load the page in full.
          lazyRoute('blueprint/blueprintCard', () => import('../pages/blueprint/cardsRoute')),
          lazyRoute('blueprint/:slug?/:id', () => import('../pages/blueprint/route')),
          // Playbooks, surveys, themed listings (issue #3).
          ...listingRoutes,
          // Static pages and /unauthorized; /go, /bio, /webinar and /fn send the reader on (issue #9).
          ...staticPageRoutes,
          ...redirectRoutes,
          // Access help (spec 1 §2, §4) and request a quote (spec 3 §2): forms with their confirmations.
          lazyRoute('access-preferences', () => import('../pages/access-help/AccessHelpPage')),
          lazyRoute('access-preferences/confirmation', () => import('../pages/access-help/AccessHelpConfirmationPage')),
          // The contact form (signed in, or the visitors' public contact-us page) and its confirmation (spec 1 §2-§4, issue #11).
          lazyRoute('contact-form', () => import('../pages/contact/contactRoute')),
          lazyRoute('contact-form/confirmation', () => import('../pages/contact/confirmationRoute')),
          lazyRoute('requestaquote', () => import('../pages/request-a-quote/RequestAQuotePage')),
          lazyRoute('requestaquote/success', () => import('../pages/request-a-quote/RequestAQuoteSuccessPage')),
          // The analyst briefing (spec 1 §2, §3, §5): the public landing, and the signed-in form
          // (the gateway sends a visitor to log in first) with its confirmation.
          lazyRoute('help/analyst-briefing', () => import('../pages/briefing/BriefingLandingPage')),
          lazyRoute('briefing', () => import('../pages/briefing/briefingRoute')),
          lazyRoute('briefing/confirmation', () => import('../pages/briefing/BriefingConfirmationPage')),
          lazyRoute('checkout', () => import('../pages/checkout/checkoutRoute')),
          lazyRoute('checkout/failed', () => import('../pages/checkout/failedRoute')),
          lazyRoute('checkout/pending', () => import('../pages/checkout/pendingRoute')),
          lazyRoute('checkout/success', () => import('../pages/checkout/successRoute')),
          lazyRoute('checkout/peer-discussions/success', () => import('../pages/checkout/peerDiscussionSuccessRoute')),
          // The inquiry form and its confirmation (spec 1 §2-§6, issue #11); staff read what was sent.
          lazyRoute('inquiry', () => import('../pages/inquiry/route')),
          lazyRoute('inquiry/confirmation', () => import('../pages/inquiry/confirmationRoute')),
          lazyRoute('staff/form-submissions', () => import('../pages/staff/route')),
          // The Net Promoter Score survey with its trademark notice (spec 3 §2, issue #9).
          lazyRoute('net-promoter-score', () => import('../pages/net-promoter-score/route')),
          // Initiatives and the client viewer (spec 2 §2, issue #10); the static viewer paths win over :id.
          lazyRoute('myinitiatives', () => import('../pages/initiatives/listRoute')),
          lazyRoute('myinitiatives/viewer', () => import('../pages/initiatives/viewerRoute')),
          lazyRoute('myinitiatives/viewer/:id', () => import('../pages/initiatives/viewerDetailRoute')),
          lazyRoute('myinitiatives/:id', () => import('../pages/initiatives/detailRoute')),
          // The signed-in user's password change (pages/identity; its other pages are in the layouts below).
          ...identityRoutes,
          ...gatewayRoutes,
          { path: 'error/error', Component: GenericErrorPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  // The other layouts of spec 1 §2, each around the pages a real portal shows in it.
  // Intermediary (black header, logo to /myhome, footer): the registration interceptors, steps a
  // reader passes through on the way in, with nothing to lead them off the step.
  layoutRoute(IntermediaryLayout, interceptRoutes, footerQueries),
  // Simplistic (header and footer, no navigation or alert banner): a visitor's ways into an
  // account, passwordless sign-in and asking for a password link, with their outcomes.
  layoutRoute(SimplisticLayout, accountEntryRoutes, footerQueries),
  // Minimal (logo not a link, no footer): where the e-mailed reset link leads, a task finished where
  // it is: choose a password, then its one way on (Log in, or Request a new link when it expired).
  layoutRoute(MinimalLayout, passwordCreateRoutes),
  // Empty (the page alone): the /external interstitial stands between the portal and another
  // site; its own Continue and Return to Home links are the only ways on.
  layoutRoute(EmptyLayout, [externalRoute]),
];

/** A pathless layout route around `children`, with the error boundary inside the layout; `cacheFill`: its own queries. */
function layoutRoute(Component: NonNullable<RouteObject['Component']>, children: RouteObject[], cacheFill?: CacheFillHandle['cacheFill']): RouteObject {
  return { Component, ...(cacheFill ? { handle: { cacheFill } satisfies CacheFillHandle } : {}), ErrorBoundary: RouteErrorBoundary, children: [{ ErrorBoundary: RouteErrorBoundary, children }] };
}

export function createAppRouter(client: ApolloClient): DataRouter {
  return createBrowserRouter(routes, { getContext: createRouterContext(client) });
}

// The layouts' own queries (header, navigation, banner, footer), named on the layout route's
// `handle` for the server render (renderPage.tsx), which sends them beside the page's loaders: it
// then has all of a page's data after one round of requests and renders once. Without them, its
// first render found the header's and footer's queries, waited for them and rendered the page a
// second time (about half of a page's response time). The browser does not need them: it starts
// from the cache the server left. The documents and variables are the components' own
// (layoutQueries.test.tsx).
import { FeatureFlagsQuery } from '../app/featureFlags';
import { cookiesOf } from '../app/cookies';
import type { CacheFill } from '../app/pageLoaders';
import { HeaderViewerQuery } from './AccountMenu';
import { HeaderCartCountQuery } from './CartLink';
import { FooterSectionsQuery } from './FooterSections';
import { NavigationMenuQuery } from './Navigation';
import { HeaderNotificationsQuery } from './notifications/NotificationsMenu';
import { readProductCookie } from './productCookie';
import { LayoutAlertBannerQuery } from './SiteAnnouncement';

/** What the default layout's header, banner and footer ask for, given the reader's request. */
export function defaultLayoutQueries(request: Request): CacheFill[] {
  return [
    { query: FeatureFlagsQuery },
    { query: NavigationMenuQuery, variables: { product: readProductCookie(cookiesOf(request)) } },
    { query: HeaderNotificationsQuery },
    { query: HeaderCartCountQuery },
    { query: HeaderViewerQuery },
    { query: LayoutAlertBannerQuery },
    ...footerQueries(),
  ];
}

/** The footer's (the intermediary and simplistic layouts draw it under a bare header). */
export function footerQueries(): CacheFill[] {
  return [{ query: FooterSectionsQuery }];
}

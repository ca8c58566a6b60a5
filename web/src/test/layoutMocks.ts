// What the default layout asks on every page (the alert banner, the cart count, who is signed in),
// answered for a route test: nothing to announce, an empty cart, and `viewer`.
import type { MockLink } from '@apollo/client/testing';
import { HeaderViewerQuery } from '../layout/AccountMenu';
import { HeaderCartCountQuery } from '../layout/CartLink';
import { LayoutAlertBannerQuery } from '../layout/SiteAnnouncement';

export function layoutMocks(viewer: unknown): MockLink.MockedResponse[] {
  return [
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } } },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } } },
    { request: { query: HeaderViewerQuery }, result: { data: { viewer } }, maxUsageCount: 5 },
  ];
}

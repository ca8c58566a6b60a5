// The webinar and peer discussion listings (spec 3 §2 "Webinar tabs", §3, §9): which listing a
// path is, its hero, its tabs and the query input of its first page.
import type { WebinarListInput } from '../../gql/graphql';

export type WebinarListingTab = 'upcoming' | 'ondemand';
export type WebinarListingKind = 'webinar' | 'peer discussions';

export interface WebinarListing {
  kind: WebinarListingKind;
  tab: WebinarListingTab;
}

export const WEBINAR_TABS: { tab: WebinarListingTab; label: string }[] = [
  { tab: 'upcoming', label: 'Upcoming' },
  { tab: 'ondemand', label: 'On-demand' },
];

export function listingTitle(kind: WebinarListingKind): string {
  return kind === 'webinar' ? 'Webinars' : 'Peer Discussions';
}

/** /webinar/upcoming, /webinar/ondemand; /peer-discussions (upcoming), /peer-discussions/ondemand. */
export function listingHref({ kind, tab }: WebinarListing): string {
  if (kind === 'webinar') return `/webinar/${tab}`;
  return tab === 'upcoming' ? '/peer-discussions' : '/peer-discussions/ondemand';
}

/** The router only sends the paths above here, so anything else under /peer-discussions is upcoming. */
export function listingOfPath(pathname: string): WebinarListing {
  const tab: WebinarListingTab = /\/ondemand\/?$/.test(pathname) ? 'ondemand' : 'upcoming';
  return { kind: pathname.startsWith('/webinar/') ? 'webinar' : 'peer discussions', tab };
}

export function listingInput({ kind, tab }: WebinarListing, page = 1): WebinarListInput {
  return { type: tab, webinarType: kind, page };
}

// The my-account tabs (spec 1 §2's five, and issue #13's Shared Links) when logged in, only
// Communications when logged out.
export interface AccountTab {
  label: string;
  path: string;
}

export const ACCOUNT_TABS: AccountTab[] = [
  { label: 'Profile', path: '/my-account/profile' },
  { label: 'Following', path: '/my-account/following' },
  { label: 'Communication Preferences', path: '/my-account/communications' },
  { label: 'Products', path: '/my-account/products' },
  { label: 'Contacts', path: '/my-account/contacts' },
  // Issue #13: the links the reader has shared (share links; reprint links for reprint users).
  { label: 'Shared Links', path: '/my-account/shared-links' },
];

export const LOGGED_OUT_TABS: AccountTab[] = [{ label: 'Communications', path: '/my-account/communications' }];

export function accountTabsFor(signedIn: boolean): AccountTab[] {
  return signedIn ? ACCOUNT_TABS : LOGGED_OUT_TABS;
}

/** The tab whose path the current path is, or is under; false when on none (MUI Tabs' "no tab"). */
export function activeTabPath(tabs: AccountTab[], pathname: string): string | false {
  const path = pathname.replace(/\/+$/, '');
  return tabs.find((tab) => path === tab.path || path.startsWith(`${tab.path}/`))?.path ?? false;
}

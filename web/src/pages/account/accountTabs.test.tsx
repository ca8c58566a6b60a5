import { describe, expect, it } from 'vitest';
import { ACCOUNT_TABS, LOGGED_OUT_TABS, accountTabsFor, activeTabPath } from './accountTabs';

describe('the my-account tabs (spec 1 §2)', () => {
  it('are Profile, Following, Communication Preferences, Products, Contacts, Shared Links when logged in; only Communications when logged out', () => {
    expect(accountTabsFor(true).map((t) => [t.label, t.path])).toEqual([
      ['Profile', '/my-account/profile'],
      ['Following', '/my-account/following'],
      ['Communication Preferences', '/my-account/communications'],
      ['Products', '/my-account/products'],
      ['Contacts', '/my-account/contacts'],
      ['Shared Links', '/my-account/shared-links'],
    ]);
    expect(accountTabsFor(false)).toEqual([{ label: 'Communications', path: '/my-account/communications' }]);
  });

  it.each([
    ['/my-account/profile', '/my-account/profile'],
    ['/my-account/profile/', '/my-account/profile'],
    ['/my-account/following', '/my-account/following'],
    ['/my-account/products/details', '/my-account/products'],
    ['/my-account/profiles', false],
    ['/my-account', false],
  ] as const)('%s selects %s', (path, expected) => {
    expect(activeTabPath(ACCOUNT_TABS, path)).toBe(expected);
  });

  it('logged out, only the communications path selects a tab', () => {
    expect(activeTabPath(LOGGED_OUT_TABS, '/my-account/communications')).toBe('/my-account/communications');
    expect(activeTabPath(LOGGED_OUT_TABS, '/my-account/profile')).toBe(false);
  });
});

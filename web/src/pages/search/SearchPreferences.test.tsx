// The 7-day search preferences cookie on /allSearch (spec 1 §3, §4): written and applied only for
// a signed-in user, applied only to a search without settings of its own.
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { SEARCH_PREFERENCES_COOKIE } from '@portal/domain';
import { routes } from '../../app/router';
import { HeaderViewerQuery } from '../../layout/AccountMenu';
import { HeaderCartCountQuery } from '../../layout/CartLink';
import { LayoutAlertBannerQuery } from '../../layout/SiteAnnouncement';
import { searchResultsFixture } from '../../test/searchFixture';
import { SearchPageQuery } from './route';
import { readSearchPreferencesCookie } from './searchPreferencesCookie';
import { searchInputOf, searchQueryFromUrl } from './searchUrl';
import { renderRoutes } from '../../test/renderRoutes';

const viewer = { __typename: 'Viewer', id: 'USR-1', fullName: 'Casey Client' } as const;

function renderAt(path: string, { signedIn, searches }: { signedIn: boolean; searches: string[] }) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } }, maxUsageCount: Infinity },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } }, maxUsageCount: Infinity },
    { request: { query: HeaderViewerQuery }, result: { data: { viewer: signedIn ? viewer : null } }, maxUsageCount: Infinity },
    ...searches.map((search) => ({
      request: { query: SearchPageQuery, variables: { input: searchInputOf(searchQueryFromUrl(search)) } },
      result: { data: { search: searchResultsFixture() } },
    })),
  ];
  return renderRoutes(routes, path, new MockLink(mocks)).router;
}

const savedSettings = 'activeTab=reports&accessOnly=false&publishedSinceInDays=365&industry=Retail';

describe('search preferences on /allSearch', () => {
  it('saves a signed-in search’s settings for 7 days, then applies them to the next search without settings', async () => {
    const first = renderAt(`/allSearch?query=ai&${savedSettings}`, { signedIn: true, searches: [`query=ai&${savedSettings}`] });
    await screen.findByRole('heading', { level: 1, name: 'Search results' }, { timeout: 10_000 });
    const saved = readSearchPreferencesCookie(document.cookie);
    expect(saved).not.toBeNull();
    expect(JSON.parse(decodeURIComponent(saved!))).toMatchObject({ activeTab: 'reports', accessOnly: false, publishedSinceInDays: 365, industry: ['Retail'] });
    cleanup();
    first.dispose();

    const next = renderAt('/allSearch?query=cloud', { signedIn: true, searches: [`query=cloud&${savedSettings}`] });
    await screen.findByRole('heading', { level: 1, name: 'Search results' }, { timeout: 10_000 });
    await waitFor(() => expect(next.state.navigation.state).toBe('idle'));
    const params = new URLSearchParams(next.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ query: 'cloud', activeTab: 'reports', accessOnly: 'false', publishedSinceInDays: '365', industry: 'Retail' });
    // The redirect replaced the address: there is no way back to the search without settings.
    expect(next.state.historyAction).toBe('REPLACE');
  });

  it('keeps a URL’s own settings over the saved ones', async () => {
    document.cookie = `${SEARCH_PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify({ activeTab: 'blogs' }))}; Path=/`;
    const router = renderAt('/allSearch?query=ai&activeTab=tools', { signedIn: true, searches: ['query=ai&activeTab=tools'] });
    await screen.findByRole('heading', { level: 1, name: 'Search results' }, { timeout: 10_000 });
    expect(router.state.location.search).toBe('?query=ai&activeTab=tools');
    expect(JSON.parse(decodeURIComponent(readSearchPreferencesCookie(document.cookie)!)).activeTab).toBe('tools');
  });

  it('neither reads nor writes preferences for a visitor who is not signed in', async () => {
    document.cookie = `${SEARCH_PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify({ activeTab: 'blogs' }))}; Path=/`;
    const router = renderAt('/allSearch?query=ai', { signedIn: false, searches: ['query=ai'] });
    await screen.findByRole('heading', { level: 1, name: 'Search results' }, { timeout: 10_000 });
    expect(router.state.location.search).toBe('?query=ai');
    expect(JSON.parse(decodeURIComponent(readSearchPreferencesCookie(document.cookie)!))).toEqual({ activeTab: 'blogs' });
  });
});

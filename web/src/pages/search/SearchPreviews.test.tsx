// The All tab's analyst spotlight and charts and figures preview on /allSearch (spec 2 §4).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { routes } from '../../app/router';
import { HeaderCartCountQuery } from '../../layout/CartLink';
import { LayoutAlertBannerQuery } from '../../layout/SiteAnnouncement';
import { searchResultsFixture } from '../../test/searchFixture';
import { SearchPageQuery } from './route';
import { searchInputOf, searchQueryFromUrl } from './searchUrl';
import { renderRoutes } from '../../test/renderRoutes';

function renderAt(search: string, results: ReturnType<typeof searchResultsFixture>) {
  const link = new MockLink([
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } } },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } } },
    { request: { query: SearchPageQuery, variables: { input: searchInputOf(searchQueryFromUrl(search)) } }, result: { data: { search: results } } },
  ]);
  renderRoutes(routes, `/allSearch?${search}`, link);
}

const spotlight = [
  { __typename: 'Analyst' as const, id: 'BIO10003', fullName: 'Ada Lovelace', title: 'Principal Analyst', path: '/analyst-bio/ada-lovelace/BIO10003', image: '/images/analysts/BIO10003.svg', active: true },
];
const chartsAndFigures = [
  {
    __typename: 'SearchCard' as const,
    hasAccess: true,
    contentId: 'RES100002-figure-1',
    title: 'Budget priorities',
    path: '/report/r/RES100002#RES100002-figure-1',
    figure: { __typename: 'Figure' as const, id: 'RES100002-figure-1', label: 'Figure 1', title: 'Budget priorities' },
  },
];

describe('/allSearch previews', () => {
  it('shows the analyst spotlight and the charts and figures preview when search-graph sends them', async () => {
    renderAt('query=ada', searchResultsFixture({ query: 'ada', fuzzy: null, spotlight, chartsAndFigures }));
    const section = await screen.findByRole('region', { name: 'Analyst spotlight' }, { timeout: 10_000 });
    expect(within(section).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/analyst-bio/ada-lovelace/BIO10003');
    within(section).getByText('Principal Analyst');
    const figures = screen.getByRole('region', { name: 'Charts & Figures' });
    expect(within(figures).getByRole('link', { name: 'Budget priorities' }).getAttribute('href')).toBe('/report/r/RES100002#RES100002-figure-1');
    expect(within(figures).getByRole('link', { name: 'See all charts and figures' }).getAttribute('href')).toBe('/allSearch?query=ada&activeTab=chartsAndFigures');
  });

  it('shows neither when they are empty', async () => {
    renderAt('query=ada&activeTab=reports', searchResultsFixture({ query: 'ada', fuzzy: null }));
    await screen.findByRole('list', { name: 'Search results' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Analyst spotlight' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Charts & Figures' })).toBeNull();
  });
});

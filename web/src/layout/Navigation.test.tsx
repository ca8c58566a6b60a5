import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { FeatureFlagsQuery } from '../app/featureFlags';
import { Navigation, NavigationMenuQuery, NavigationSubscriptionsQuery } from './Navigation';

const item = (key: string, label: string, path: string | null, menuItems: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  __typename: 'NavigationMenuItem', key, label, path, description: null, external: false, iconName: null, chevron: false, counter: null,
  isDropdown: menuItems.length > 0, mainHeader: null, mainDescription: null, categoryActionButton: null, categoryActionPath: null,
  subHeaderMenuItems: [], menuItems, ...extra,
});
const link = (key: string, label: string, path: string, description: string | null = null, extra: Record<string, unknown> = {}) => ({
  __typename: 'NavigationMenuItem', key, label, path, description, external: false, iconName: null, chevron: false, counter: null, menuItems: [], ...extra,
});
const subHeader = (key: string, label: string, keys: string[]) => ({
  __typename: 'NavigationMenuItem', key, label, menuItems: keys.map((k) => ({ __typename: 'NavigationMenuItem', key: k })),
});

/** Who We Serve as the navigation service sends it, with an external link and an unsafe one for the link rules. */
const whoWeServe = item(
  'who-we-serve',
  'Who We Serve',
  null,
  [
    link('audience-cio', 'Technology executives', '/functions/technology-executives', null, { iconName: 'Computer', counter: 7, chevron: true }),
    link('audience-sales', 'Sales leaders', '/functions/b2b-sales', null, { iconName: 'NoSuchIcon' }),
    link('audience-partners', 'Partner network', 'https://partners.meridian.example/', null, { external: true }),
    link('audience-bad', 'Bad link', 'javascript:alert(1)', null, { external: true }),
  ],
  {
    isDropdown: true, chevron: true, iconName: 'Groups', mainHeader: 'Who we serve', mainDescription: 'Research for the leaders who run the business.',
    subHeaderMenuItems: [subHeader('tech', 'Technology leaders', ['audience-cio']), subHeader('business', 'Business leaders', ['audience-sales', 'audience-partners', 'audience-bad'])],
  },
);
const flags = (newNavigationChanges: boolean) => ({
  request: { query: FeatureFlagsQuery },
  result: {
    data: {
      featureFlags: {
        __typename: 'FeatureFlags', surveyModuleIntegration: true, outcomesClientViewer: false, outcomesDownloadPpt: false, reportRedesign: true,
        cartMfe: false, newNavigationChanges, fullFigureInteractives: false, boldVisionRedesign: true, searchIdt: false,
      },
    },
  },
});

function menu(products: string[]) {
  return {
    __typename: 'NavigationMenu',
    product: 'FD',
    products,
    menuItems: [
      { ...item('insights', 'Insights', null, [link('research', 'Research', '/insights/latest-research/'), link('analysts', 'Analysts', '/analysts')]) },
      item('search', 'Search', '/allSearch'),
    ],
  };
}

function renderAt(path: string, products: string[], extraMocks: unknown[] = [flags(false)], navigation = menu(products)) {
  const mocks = [{ request: { query: NavigationMenuQuery, variables: { product: null } }, result: { data: { navigation } } }, ...extraMocks] as never[];
  const router = createMemoryRouter([{ path: '*', element: <Navigation /> }], { initialEntries: [path] });
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('Navigation', () => {
  it('marks the current route\'s entry and link, with the trailing slash ignored', async () => {
    renderAt('/insights/latest-research', ['FD']);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const button = within(nav).getAllByRole('button', { name: 'Insights' })[0]!;
    expect(button.getAttribute('aria-current')).toBe('true');
    expect(within(nav).getAllByRole('link', { name: 'Search' })[0]!.getAttribute('aria-current')).toBeNull();
    fireEvent.click(button);
    const research = await screen.findByRole('menuitem', { name: 'Research' });
    expect(research.getAttribute('aria-current')).toBe('page');
    expect(research.getAttribute('href')).toBe('/insights/latest-research/');
  });

  it('shows the product switcher only with several products', async () => {
    renderAt('/', ['FD', 'FMI']);
    await screen.findByRole('combobox', { name: 'Product' });
  });

  it('has no product switcher with one product', async () => {
    renderAt('/', ['GUEST']);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('combobox', { name: 'Product' })).toBeNull();
  });

  it("with release_new_navigation_changes, opens a panel of described links; Functions split into 'Your Function' and 'Related Functions'", async () => {
    const fn = (slug: string, label: string) => link(`function-${slug}`, label, `/functions/${slug}`, `Priorities of ${label}`);
    const navigation = {
      ...menu(['FD']),
      menuItems: [
        item('functions', 'Functions', null, [fn('customer-experience', 'Customer Experience'), fn('b2b-sales', 'B2B Sales')], {
          description: 'Top priorities by function', categoryActionButton: 'View all functions', categoryActionPath: '/functions',
        }),
        item('search', 'Search', '/allSearch'),
      ],
    };
    const subscriptions = {
      request: { query: NavigationSubscriptionsQuery },
      result: { data: { services: { __typename: 'ServiceListing', subscribed: [{ __typename: 'Service', id: 'SER100007', slug: 'b2b-sales' }] } } },
    };
    renderAt('/', ['FD'], [flags(true), subscriptions], navigation);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The flags arrive after the menu: until then it is the old menu button (aria-haspopup="menu").
    const button = await waitFor(
      () => {
        const candidate = within(nav).getByRole('button', { name: 'Functions' });
        expect(candidate.getAttribute('aria-haspopup')).toBeNull();
        return candidate;
      },
      { timeout: 5000 },
    );
    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Functions' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    within(panel).getByText('Top priorities by function');
    await waitFor(() => expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Your Function', 'Related Functions']));
    const [yours] = within(panel).getAllByRole('list');
    expect(within(yours!).getByRole('link', { name: 'B2B Sales' }).getAttribute('href')).toBe('/functions/b2b-sales');
    within(panel).getByText('Priorities of Customer Experience');
    expect(within(panel).getByRole('link', { name: 'View all functions' }).getAttribute('href')).toBe('/functions');
  });

  it('opens a dropdown under its main header, grouped by sub-headers, with icons, counters, chevrons and safe external links', async () => {
    renderAt('/functions/b2b-sales', ['FD'], [flags(false)], { ...menu(['FD']), menuItems: [whoWeServe, item('search', 'Search', '/allSearch', [], { iconName: 'Search' })] });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const button = within(nav).getAllByRole('button', { name: 'Who We Serve' })[0]!;
    // The current page is under it: selected by the domain's rule, not by the data.
    expect(button.getAttribute('aria-current')).toBe('true');
    expect(button.querySelector('[data-testid="chevron"]')).not.toBeNull();
    expect(button.querySelector('[data-icon="Groups"]')).not.toBeNull();
    expect(within(nav).getAllByRole('link', { name: 'Search' })[0]!.querySelector('[data-icon="Search"]')).not.toBeNull();
    fireEvent.click(button);
    const menuList = await screen.findByRole('menu', { name: 'Who we serve' });
    within(menuList).getByText('Research for the leaders who run the business.');
    const cio = within(menuList).getByRole('menuitem', { name: 'Technology executives (7 items)' });
    expect(cio.getAttribute('href')).toBe('/functions/technology-executives');
    expect(cio.querySelector('[data-icon="Computer"]')).not.toBeNull();
    expect(cio.querySelector('[data-testid="chevron"]')).not.toBeNull();
    expect(cio.getAttribute('aria-describedby')).toBe(within(menuList).getByText('Technology leaders').id);
    const sales = within(menuList).getByRole('menuitem', { name: 'Sales leaders' });
    expect(sales.getAttribute('aria-current')).toBe('page');
    // An icon name the portal does not know shows no icon.
    expect(sales.querySelector('svg[data-icon]')).toBeNull();
    expect(within(menuList).getByText('Business leaders').id).toBe(sales.getAttribute('aria-describedby'));
    const external = within(menuList).getByRole('menuitem', { name: 'Partner network (opens in a new tab)' });
    expect([external.getAttribute('href'), external.getAttribute('target'), external.getAttribute('rel')]).toEqual(['https://partners.meridian.example/', '_blank', 'noopener noreferrer']);
    expect(within(menuList).queryByText('Bad link')).toBeNull();
  });

  it('with release_new_navigation_changes, heads the panel with the main header and groups links by sub-headers', async () => {
    renderAt('/', ['FD'], [flags(true), { request: { query: NavigationSubscriptionsQuery }, result: { data: { services: { __typename: 'ServiceListing', subscribed: [] } } } }], { ...menu(['FD']), menuItems: [whoWeServe] });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const button = await waitFor(
      () => {
        const candidate = within(nav).getByRole('button', { name: 'Who We Serve' });
        expect(candidate.getAttribute('aria-haspopup')).toBeNull();
        return candidate;
      },
      { timeout: 5000 },
    );
    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Who we serve' });
    within(panel).getByText('Research for the leaders who run the business.');
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Technology leaders', 'Business leaders']);
    expect(within(panel).getByRole('link', { name: 'Technology executives (7 items)' }).getAttribute('href')).toBe('/functions/technology-executives');
    expect(within(panel).getByRole('link', { name: 'Partner network (opens in a new tab)' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(panel).queryByText('Bad link')).toBeNull();
  });
});

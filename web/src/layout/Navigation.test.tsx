import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { FeatureFlagsQuery } from '../app/featureFlags';
import { Navigation, NavigationMenuQuery, NavigationSubscriptionsQuery } from './Navigation';

const item = (key: string, label: string, path: string | null, menuItems: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  __typename: 'NavigationMenuItem', key, label, path, description: null, categoryActionButton: null, categoryActionPath: null, menuItems, ...extra,
});
const link = (key: string, label: string, path: string, description: string | null = null) => ({ __typename: 'NavigationMenuItem', key, label, path, description, menuItems: [] });
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
});

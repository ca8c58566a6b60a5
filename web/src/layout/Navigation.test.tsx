import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { Navigation, NavigationMenuQuery } from './Navigation';

const item = (key: string, label: string, path: string | null, menuItems: unknown[] = []) => ({
  __typename: 'NavigationMenuItem', key, label, path, categoryActionButton: null, categoryActionPath: null, menuItems,
});
const link = (key: string, label: string, path: string) => ({ __typename: 'NavigationMenuItem', key, label, path, menuItems: [] });

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

function renderAt(path: string, products: string[]) {
  const mocks = [{ request: { query: NavigationMenuQuery, variables: { product: null } }, result: { data: { navigation: menu(products) } } }];
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
    expect(await screen.findByRole('combobox', { name: 'Product' })).toBeTruthy();
  });

  it('has no product switcher with one product', async () => {
    renderAt('/', ['GUEST']);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('combobox', { name: 'Product' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { makeFragmentData } from '../gql';
import { SearchResultCard, SearchResultCardFragment } from '../pages/search/SearchResultCard';
import { AccessFlagsFromRoute, NO_ACCESS_FLAGS_HANDLE } from './accessFlags';

const lockedCard = makeFragmentData(
  {
    __typename: 'SearchCard',
    contentId: 'RES100003',
    contentType: 'research',
    title: 'Restricted research',
    summary: 'Summary.',
    publishedDate: '2025-03-04',
    ipType: null,
    path: '/report/restricted-research/RES100003',
    lastViewed: null,
    hasAccess: false,
    report: null,
    figure: null,
    webinar: null,
    sale: null,
    content: null,
  },
  SearchResultCardFragment,
);

function Card() {
  return <SearchResultCard card={lockedCard} />;
}

// A layout as the app's layouts do it: the matched routes decide for every card below.
const routes: RouteObject[] = [
  {
    Component: () => (
      <AccessFlagsFromRoute>
        <Outlet />
      </AccessFlagsFromRoute>
    ),
    children: [
      { path: 'with-flags', Component: Card },
      { path: 'without-flags', handle: NO_ACCESS_FLAGS_HANDLE, Component: Card },
      // The variant holds for a whole branch when a parent route asks for it.
      { path: 'section', handle: NO_ACCESS_FLAGS_HANDLE, children: [{ path: 'page', handle: { title: 'Other' }, Component: Card }] },
    ],
  },
];

async function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
  await screen.findByRole('link', { name: 'Restricted research' });
}

describe("the 'no-access-flags' layout variant", () => {
  it('shows the Locked flag on a page whose route does not ask to hide it', async () => {
    await renderAt('/with-flags');
    screen.getByText('Locked');
  });

  it('hides the flag on a route with the variant, and below one', async () => {
    await renderAt('/without-flags');
    expect(screen.queryByText('Locked')).toBeNull();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/section/page'] })} />);
    expect(await screen.findAllByRole('link', { name: 'Restricted research' })).toHaveLength(2);
    expect(screen.queryByText('Locked')).toBeNull();
  });
});

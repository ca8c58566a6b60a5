import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { App } from './App';
import { routes } from './router';
import { createRouterContext } from './routerContext';
import { createCache } from './apollo';
import { LayoutAlertBannerQuery } from '../layout/SiteAnnouncement';
import { HeaderCartCountQuery } from '../layout/CartLink';
import { ReportPagePrivateQuery, ReportPageQuery } from '../pages/report/route';
import { reportFixture } from '../test/reportFixture';

type ReportResult = { data: unknown } | { errors: { message: string; extensions: Record<string, unknown> }[]; data: null };

function renderAt(path: string, reportResult?: ReportResult) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } } },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 2 } } } },
  ];
  if (reportResult) {
    mocks.push({
      request: { query: ReportPageQuery, variables: { id: 'RES100001' } },
      result: reportResult as MockLink.MockedResponse['result'],
    });
    mocks.push({
      request: { query: ReportPagePrivateQuery, variables: { id: 'RES100001' } },
      result: reportResult as MockLink.MockedResponse['result'],
    });
  }
  const client = new ApolloClient({ link: new MockLink(mocks), cache: createCache() });
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: createRouterContext(client) });
  return render(<App client={client} router={router} />);
}

describe('app routes', () => {
  it('renders the report page inside the layout from its preloaded query', async () => {
    renderAt('/report/the-state-of-b2b-marketing/RES100001', { data: { report: reportFixture } });
    // The first visit loads the lazy route module (and x-charts), which takes a while under load.
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(h1.textContent).toBe('The State Of B2B Marketing, 2024');
    screen.getByText('March 3rd, 2024');
    expect(document.title).toBe('The State Of B2B Marketing, 2024 | Meridian Research');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Marketing leaders are rebalancing budgets.');

    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(within(authors).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/analyst-bio/ada-lovelace/BIO10001');
    // The inactive author is named without a link or title.
    expect(within(authors).getByText('Grace Hopper').tagName).toBe('LI');
    expect(within(authors).queryByRole('link', { name: 'Grace Hopper' })).toBeNull();
    screen.getByRole('list', { name: 'Contributors' });

    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(within(toc).getByRole('link', { name: 'Budget shifts' }).getAttribute('href')).toBe('#budget-shifts');
    within(screen.getByRole('region', { name: 'Figures' })).getByText('Figure 1 of 3');

    screen.getByRole('banner');
    screen.getByRole('contentinfo');
    expect(screen.getByRole('link', { name: 'Meridian Research home' }).getAttribute('href')).toBe('/myhome');
    expect((await screen.findByRole('link', { name: 'Cart, 2 items' })).getAttribute('href')).toBe('/cart');
  });

  it('shows the no-access error page when the report query fails with status 401', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/report/RES100001', {
      data: null,
      errors: [{ message: 'Research page is not accessible with the current credentials', extensions: { status: 401, code: 'UNAUTHENTICATED' } }],
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('You Do Not Have Access');
    // The layout stays around the error, and the error is reported.
    screen.getByRole('banner');
    await waitFor(() =>
      expect(reported).toHaveBeenCalledWith('[route]', expect.objectContaining({ message: 'Research page is not accessible with the current credentials' })),
    );
    reported.mockRestore();
  });

  it("shows 'This page could not be found' for an unknown route", async () => {
    renderAt('/no/such/page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This page could not be found');
  });
});

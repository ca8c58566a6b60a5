import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { routes } from '../../app/router';
import { HeaderCartCountQuery } from '../../layout/CartLink';
import { LayoutAlertBannerQuery } from '../../layout/SiteAnnouncement';
import { searchResultsFixture } from '../../test/searchFixture';
import { SearchPageQuery } from './route';
import { searchInputOf, searchQueryFromUrl } from './searchUrl';
import { renderRoutes } from '../../test/renderRoutes';

function searchMock(search: string, results: ReturnType<typeof searchResultsFixture>): MockLink.MockedResponse {
  return {
    request: { query: SearchPageQuery, variables: { input: searchInputOf(searchQueryFromUrl(search)) } },
    result: { data: { search: results } },
  };
}

function renderAt(path: string, searchMocks: MockLink.MockedResponse[]) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } } },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } } },
    ...searchMocks,
  ];
  return renderRoutes(routes, path, new MockLink(mocks)).router;
}

/** Text on the page itself, not its copy in the layout's live region. */
const notAnnounced = { ignore: '[data-testid="live-region"] *, script, style' };

const currentSearch = (router: ReturnType<typeof renderAt>) => router.state.location.pathname + router.state.location.search;

describe('/allSearch', () => {
  it('shows the results of the URL’s search: tabs, count, fuzzy message, cards, filters and pages', async () => {
    renderAt('/allSearch?query=custmer&industry=Retail', [searchMock('query=custmer&industry=Retail', searchResultsFixture())]);
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(h1.textContent).toBe('Search results');
    expect(document.title).toBe('Search results | Meridian Research');

    const tabs = screen.getByRole('tablist', { name: 'Result types' });
    const tabNames = within(tabs).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabNames).toEqual(['All', 'Reports', 'Tools', 'Webinars', 'Podcasts', 'Blogs', 'Charts & Figures']);
    expect(within(tabs).getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    // A tab keeps the query and filters and starts at page 1.
    expect(within(tabs).getByRole('tab', { name: 'Reports' }).getAttribute('href')).toBe('/allSearch?query=custmer&activeTab=reports&industry=Retail');

    screen.getByText('23 results for “custmer”', notAnnounced);
    screen.getByText(/^Showing results for "customer"\./);
    // The correction can be refused: the same search, spelling as typed.
    expect(screen.getByRole('link', { name: 'Search instead for “custmer”' }).getAttribute('href')).toBe(
      '/allSearch?query=custmer&isFuzzyNeeded=false&industry=Retail',
    );

    const results = screen.getByRole('list', { name: 'Search results' });
    const [report, figure] = within(results).getAllByRole('article');
    // Report cards take title, path and authors from the Report entity.
    const reportLink = within(report).getByRole('link', { name: 'Customer Experience Report 1' });
    expect(reportLink.getAttribute('href')).toBe('/report/customer-experience-report-1/RES100001');
    within(report).getByText('Report · Wave');
    within(report).getByText('March 3rd, 2024');
    within(report).getByText('By Ada Lovelace, Alan Turing');
    expect(within(figure).getByRole('link', { name: 'Budget priorities' }).getAttribute('href')).toBe('/report/customer-experience-report-2/RES100002#figure-1');
    within(figure).getByText('Figure 1');

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect((within(filters).getByRole('checkbox', { name: 'Retail (12)' }) as HTMLInputElement).checked).toBe(true);
    expect((within(filters).getByRole('checkbox', { name: 'Energy (3)' }) as HTMLInputElement).checked).toBe(false);
    within(filters).getByRole('group', { name: 'Industry' });
    expect((within(filters).getByRole('button', { name: 'Clear filters' }) as HTMLButtonElement).disabled).toBe(false);

    expect(screen.getByRole('link', { name: 'Go to page 3' }).getAttribute('href')).toBe('/allSearch?query=custmer&page=3&industry=Retail');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('relevance');
  });

  it('searches again when a filter is ticked or cleared, the sort changes, or a page is chosen', async () => {
    const start = 'query=ai';
    const router = renderAt(`/allSearch?${start}`, [
      searchMock(start, searchResultsFixture({ query: 'ai', fuzzy: null })),
      searchMock('query=ai&industry=Energy', searchResultsFixture({ query: 'ai', fuzzy: null, itemsTotal: 3, totalPages: 1 })),
      searchMock('query=ai&sortType=date', searchResultsFixture({ query: 'ai', fuzzy: null, itemsTotal: 21 })),
      searchMock('query=ai&sortType=date&page=2', searchResultsFixture({ query: 'ai', fuzzy: null, page: 2, itemsTotal: 21 })),
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Energy (3)' }, { timeout: 10_000 }));
    await screen.findByText('3 results for “ai”', notAnnounced);
    expect(currentSearch(router)).toBe('/allSearch?query=ai&industry=Energy');
    expect((screen.getByRole('checkbox', { name: 'Energy (3)' }) as HTMLInputElement).checked).toBe(true);

    // Back to a search already made: Apollo's cache answers it (as it does for back and forward).
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('23 results for “ai”', notAnnounced);
    expect(currentSearch(router)).toBe('/allSearch?query=ai');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'date' } });
    await screen.findByText('21 results for “ai”', notAnnounced);
    expect(currentSearch(router)).toBe('/allSearch?query=ai&sortType=date');

    fireEvent.click(screen.getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(currentSearch(router)).toBe('/allSearch?query=ai&sortType=date&page=2'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'page 2' }).getAttribute('aria-current')).toBe('page'));
  });

  it('filters by access and by an explicit date range, refusing an inverted one', async () => {
    const router = renderAt('/allSearch?query=ai', [
      searchMock('query=ai', searchResultsFixture({ query: 'ai', fuzzy: null })),
      searchMock('query=ai&accessOnly=false', searchResultsFixture({ query: 'ai', fuzzy: null, itemsTotal: 40 })),
      searchMock(
        'query=ai&accessOnly=false&publishedDateFrom=2024-01-01&publishedDateTo=2024-06-30',
        searchResultsFixture({ query: 'ai', fuzzy: null, itemsTotal: 5, totalPages: 1 }),
      ),
    ]);
    const accessOnly = await screen.findByRole('checkbox', { name: 'Only content I can access' }, { timeout: 10_000 });
    expect((accessOnly as HTMLInputElement).checked).toBe(true);
    fireEvent.click(accessOnly);
    // Unticked at once, before the router has the new URL's results.
    expect((screen.getByRole('checkbox', { name: 'Only content I can access' }) as HTMLInputElement).checked).toBe(false);
    await screen.findByText('40 results for “ai”', notAnnounced);
    expect((screen.getByRole('checkbox', { name: 'Only content I can access' }) as HTMLInputElement).checked).toBe(false);
    expect(currentSearch(router)).toBe('/allSearch?query=ai&accessOnly=false');

    // Choosing a custom range only opens the inputs; nothing is searched until dates are applied.
    fireEvent.change(screen.getByRole('combobox', { name: 'Published within' }), { target: { value: 'custom' } });
    const range = screen.getByRole('group', { name: 'Custom date range' });
    fireEvent.change(within(range).getByLabelText('From'), { target: { value: '2024-06-30' } });
    fireEvent.change(within(range).getByLabelText('To'), { target: { value: '2024-01-01' } });
    // The form's schema checks the range as it is typed (react-hook-form validates asynchronously).
    await within(range).findByText('The start date must be on or before the end date');
    expect((within(range).getByRole('button', { name: 'Apply dates' }) as HTMLButtonElement).disabled).toBe(true);
    expect(currentSearch(router)).toBe('/allSearch?query=ai&accessOnly=false');

    fireEvent.change(within(range).getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.change(within(range).getByLabelText('To'), { target: { value: '2024-06-30' } });
    fireEvent.click(within(range).getByRole('button', { name: 'Apply dates' }));
    await screen.findByText('5 results for “ai”', notAnnounced);
    expect(currentSearch(router)).toBe('/allSearch?query=ai&accessOnly=false&publishedDateFrom=2024-01-01&publishedDateTo=2024-06-30');
    expect((screen.getByRole('combobox', { name: 'Published within' }) as HTMLSelectElement).value).toBe('custom');
  });

  it('says so when nothing is found', async () => {
    renderAt('/allSearch?query=zzzz', [
      searchMock('query=zzzz', searchResultsFixture({ query: 'zzzz', fuzzy: null, cards: [], aggregations: [], itemsTotal: 0, totalPages: 0 })),
    ]);
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    within(status).getByRole('heading', { name: 'No results for “zzzz”' });
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
  });
});

describe('/allSearch when the search fails or overshoots', () => {
  it('links back to the first page from a page past the last one', async () => {
    const router = renderAt('/allSearch?query=ai&page=40', [
      searchMock('query=ai&page=40', searchResultsFixture({ query: 'ai', fuzzy: null, page: 40, cards: [], itemsTotal: 23, totalPages: 3 })),
      searchMock('query=ai', searchResultsFixture({ query: 'ai', fuzzy: null })),
    ]);
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    within(status).getByRole('heading', { name: 'No more results' });
    fireEvent.click(within(status).getByRole('link', { name: 'Go to the first page' }));
    await waitFor(() => expect(currentSearch(router)).toBe('/allSearch?query=ai'));
    await screen.findByRole('list', { name: 'Search results' });
  });

  it('shows a rejected input’s message in an alert, keeping the tabs', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const long = 'x'.repeat(501);
    renderAt(`/allSearch?query=${long}`, [
      {
        request: { query: SearchPageQuery, variables: { input: searchInputOf(searchQueryFromUrl(`query=${long}`)) } },
        result: {
          data: null,
          errors: [{ message: 'The search query must be 500 characters or fewer', extensions: { code: 'BAD_USER_INPUT', status: 400 } }],
        } as MockLink.MockedResponse['result'],
      },
    ]);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('The search query must be 500 characters or fewer');
    screen.getByRole('tablist', { name: 'Result types' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results');
    await waitFor(() => expect(reported).toHaveBeenCalledWith('[search]', expect.anything()));
    reported.mockRestore();
  });

  it('says search is unavailable when the gateway cannot be reached', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/allSearch?query=ai', [
      { request: { query: SearchPageQuery, variables: { input: searchInputOf(searchQueryFromUrl('query=ai')) } }, error: new Error('Failed to fetch') },
    ]);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('Search is not available at the moment. Please try again later.');
    reported.mockRestore();
  });
});

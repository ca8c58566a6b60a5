import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { routes } from '../../app/router';
import { renderRoutes } from '../../test/renderRoutes';
import { FavoritesPageQuery } from './FavoritesPage';
import { layoutMocks } from '../../test/layoutMocks';

const VIEWER = { __typename: 'Viewer' as const, id: 'usr-1', fullName: 'Sasha Keller', interceptors: [] };
const option = (value: string, label: string, count: number | null) => ({ __typename: 'FavoritesOption' as const, value, label, count });
const card = (id: string, title: string, contentType: 'report' | 'webinar', typename: 'Report' | 'Webinar') => ({
  __typename: 'FavoriteItem' as const,
  id,
  contentTypeLabel: contentType === 'report' ? 'Report' : 'Webinar',
  title,
  summary: `${title} summary`,
  path: `/${contentType === 'report' ? 'report' : 'webinar'}/x/${id}`,
  publishedDate: '2026-10-01',
  savedAt: '2026-11-20T10:00:00.000Z',
  content: { __typename: typename, id, isSaved: true },
});
const REPORT = card('RES100001', 'The State Of B2B Marketing', 'report', 'Report');
const WEBINAR = card('WEB100000', 'Ask The Analyst: CRM', 'webinar', 'Webinar');

function page(cards: ReturnType<typeof card>[], { savedTotal = cards.length, itemsTotal = cards.length } = {}) {
  return {
    viewer: {
      ...VIEWER,
      favorites: {
        __typename: 'FavoritesPage' as const,
        page: 1, totalPages: 1, itemsTotal, savedTotal, loadMore: false,
        cards,
        topicOptions: [option('Customer Experience', 'Customer Experience', 2)],
        categoryOptions: [option('report', 'Report', 1), option('webinar', 'Webinar', 1)],
        sortOptions: [option('recent', 'Recently saved', null), option('title', 'Title A-Z', null)],
      },
    },
  };
}

const input = (overrides: Record<string, unknown> = {}) => ({ input: { topic: null, category: null, sort: 'recent', page: 1, ...overrides } });

function renderFavorites(path: string, mocks: MockLink.MockedResponse[], viewer: typeof VIEWER | null = VIEWER) {
  return renderRoutes(
    routes,
    path,
    new MockLink([
      ...layoutMocks(viewer),
      ...mocks,
    ]),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/favorites', () => {
  it('lists the saved items with their save toggles, and filters by category through the URL', async () => {
    const { router } = renderFavorites('/favorites', [
      { request: { query: FavoritesPageQuery, variables: input() }, result: { data: page([WEBINAR, REPORT]) } },
      { request: { query: FavoritesPageQuery, variables: input({ category: 'webinar' }) }, result: { data: page([WEBINAR], { savedTotal: 2, itemsTotal: 1 }) } },
    ]);
    const list = await screen.findByRole('list', { name: 'Saved items' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: REPORT.title }).getAttribute('href')).toBe(REPORT.path);
    expect(within(list).getByRole('button', { name: `Save ${REPORT.title}` }).getAttribute('aria-pressed')).toBe('true');
    screen.getByText('2 saved items');
    expect(document.title).toBe('Favorites | Meridian Research');

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Webinar (1)' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/favorites?category=webinar'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Saved items' })).getAllByRole('article')).toHaveLength(1));
    screen.getByText('Showing 1 of 1');
  });

  it("shows more a page at a time, keeping the pages already shown (the viewer's paged-listing policy)", async () => {
    const first = page([WEBINAR], { savedTotal: 2, itemsTotal: 2 });
    const second = page([REPORT], { savedTotal: 2, itemsTotal: 2 });
    Object.assign(first.viewer.favorites, { totalPages: 2, loadMore: true });
    Object.assign(second.viewer.favorites, { page: 2, totalPages: 2, loadMore: false });
    renderFavorites('/favorites', [
      { request: { query: FavoritesPageQuery, variables: input() }, result: { data: first } },
      { request: { query: FavoritesPageQuery, variables: input({ page: 2 }) }, result: { data: second } },
    ]);
    await waitFor(() => expect(screen.getByTestId('listing-count').textContent).toBe('Showing 1 of 2'), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByTestId('listing-count').textContent).toBe('Showing 2 of 2'));
    const titles = within(screen.getByRole('list', { name: 'Saved items' })).getAllByRole('heading').map((h) => h.textContent);
    expect(titles).toEqual([WEBINAR.title, REPORT.title]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when nothing is saved yet', async () => {
    renderFavorites('/favorites', [{ request: { query: FavoritesPageQuery, variables: input() }, result: { data: page([]) } }]);
    expect((await screen.findByText(/You have not saved anything yet/, undefined, { timeout: 10_000 })).closest('[role="status"]')).not.toBeNull();
  });

  it('says so when the filters keep nothing, with a way back to everything saved', async () => {
    renderFavorites('/favorites?category=webinar&sort=title', [
      { request: { query: FavoritesPageQuery, variables: input({ category: 'webinar', sort: 'title' }) }, result: { data: page([], { savedTotal: 3, itemsTotal: 0 }) } },
    ]);
    await screen.findByText(/No favorites match these filters/, undefined, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Show all favorites' }).getAttribute('href')).toBe('/favorites?sort=title');
  });

  it('offers a logged-out visitor to log in, back to the same filters', async () => {
    renderFavorites('/favorites?category=report', [{ request: { query: FavoritesPageQuery, variables: input({ category: 'report' }) }, result: { data: { viewer: null } } }], null);
    await screen.findByText('Log in to see the reports, webinars and other content you have saved.', undefined, { timeout: 10_000 });
    const hrefs = screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(`/login?lr=${encodeURIComponent('/favorites?category=report')}`);
  });

  it('logs a failed load and clears the loading: the page says it could not load (spec 3 §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFavorites('/favorites', [{ request: { query: FavoritesPageQuery, variables: input() }, result: { errors: [new GraphQLError('Service unavailable')] } }]);
    await screen.findByText('Your favorites could not be loaded. Please try again later.', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Logged by an effect after the message is drawn.
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[favorites]', expect.anything()));
  });
});

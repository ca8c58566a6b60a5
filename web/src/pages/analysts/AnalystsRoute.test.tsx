import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { routes } from '../../app/router';
import { HeaderCartCountQuery } from '../../layout/CartLink';
import { LayoutAlertBannerQuery } from '../../layout/SiteAnnouncement';
import { AnalystsPageQuery } from './route';
import { analystsHref, analystsInputOf, analystsQueryFromUrl } from './analystsUrl';
import { renderRoutes } from '../../test/renderRoutes';

const analyst = (n: number) => ({
  __typename: 'Analyst' as const,
  id: `BIO1000${n}`,
  fullName: `Analyst Number${n}`,
  title: 'Principal Analyst',
  path: `/analyst-bio/analyst-number${n}/BIO1000${n}`,
  image: `/images/analysts/BIO1000${n}.svg`,
  active: true,
  topics: ['retail media', 'personalization'],
});

function results(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AnalystSearchResults' as const,
    page: 1,
    totalPages: 3,
    itemsTotal: 20,
    query: '',
    cards: [analyst(1), analyst(2)],
    aggregations: [
      { __typename: 'Facet' as const, name: 'industry', buckets: [{ __typename: 'FacetBucket' as const, key: 'Media, entertainment', count: 4 }] },
      { __typename: 'Facet' as const, name: 'region', buckets: [{ __typename: 'FacetBucket' as const, key: 'Europe', count: 9 }] },
      { __typename: 'Facet' as const, name: 'topic', buckets: [{ __typename: 'FacetBucket' as const, key: 'retail media', count: 5 }] },
    ],
    ...overrides,
  };
}

function mock(search: string, data: ReturnType<typeof results>): MockLink.MockedResponse {
  return { request: { query: AnalystsPageQuery, variables: { input: analystsInputOf(analystsQueryFromUrl(search)) } }, result: { data: { analysts: data } } };
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  const link = new MockLink([
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } } },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } } },
    ...mocks,
  ]);
  return renderRoutes(routes, path, link).router;
}

const current = (router: ReturnType<typeof renderAt>) => router.state.location.pathname + router.state.location.search;
const notAnnounced = { ignore: '[data-testid="live-region"] *, script, style' };

describe('analysts URL', () => {
  it('reads comma-separated filter values with escaped commas (spec 2 §5) and writes them back', () => {
    const query = analystsQueryFromUrl('industry=Media\\, entertainment,Retail&topic=ai&page=2');
    expect(query.filters).toEqual({ industry: ['Media, entertainment', 'Retail'], region: [], topic: ['ai'] });
    expect(query.page).toBe(2);
    expect(analystsQueryFromUrl(new URL(`http://x${analystsHref(query)}`).searchParams)).toEqual(query);
  });

  it('drops an invalid page', () => {
    expect(analystsQueryFromUrl('page=0').page).toBe(1);
    expect(analystsQueryFromUrl('page=abc').page).toBe(1);
  });
});

describe('/analysts', () => {
  it('shows the cards, filters with counts and pages', async () => {
    renderAt('/analysts', [mock('', results())]);
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe('Analysts');
    expect(document.title).toBe('Analysts | Meridian Research');
    screen.getByText('20 analysts', notAnnounced);
    const list = screen.getByRole('list', { name: 'Analysts' });
    const [first] = within(list).getAllByRole('article');
    expect(within(first).getByRole('link', { name: 'Analyst Number1' }).getAttribute('href')).toBe('/analyst-bio/analyst-number1/BIO10001');
    within(first).getByText('Principal Analyst');
    expect(within(first).getByRole('list', { name: 'Topics of Analyst Number1' }).textContent).toContain('retail media');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/images/analysts/BIO10001.svg');

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    within(filters).getByRole('group', { name: 'Industry' });
    within(filters).getByRole('checkbox', { name: 'Europe (9)' });
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe('/analysts?page=2');
  });

  it('escapes a ticked value holding a comma in the URL', async () => {
    const router = renderAt('/analysts', [
      mock('', results()),
      mock('industry=Media\\, entertainment', results({ itemsTotal: 4, totalPages: 1 })),
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Media, entertainment (4)' }, { timeout: 10_000 }));
    await screen.findByText('4 analysts', notAnnounced);
    expect(new URLSearchParams(router.state.location.search).get('industry')).toBe('Media\\, entertainment');
  });

  it('searches once typing pauses for 300 ms', async () => {
    const router = renderAt('/analysts', [mock('', results()), mock('query=Number1', results({ query: 'Number1', itemsTotal: 1, totalPages: 1, cards: [analyst(1)] }))]);
    const box = await screen.findByRole('searchbox', { name: 'Search analysts' }, { timeout: 10_000 });
    fireEvent.change(box, { target: { value: 'Num' } });
    fireEvent.change(box, { target: { value: 'Number1' } });
    // Not before the pause.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(current(router)).toBe('/analysts');
    await screen.findByText('1 analyst for “Number1”', notAnnounced);
    expect(current(router)).toBe('/analysts?query=Number1');
    expect((box as HTMLInputElement).value).toBe('Number1');
  });

  it('says Invalid tab selection for an unknown tab, keeping the search box', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/analysts?tab=nope', [
      {
        request: { query: AnalystsPageQuery, variables: { input: analystsInputOf(analystsQueryFromUrl('tab=nope')) } },
        result: { data: null, errors: [{ message: 'Invalid tab selection', extensions: { code: 'BAD_USER_INPUT', status: 400 } }] } as MockLink.MockedResponse['result'],
      },
    ]);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('Invalid tab selection');
    screen.getByRole('searchbox', { name: 'Search analysts' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Analysts'));
    await waitFor(() => expect(reported).toHaveBeenCalledWith('[analysts]', expect.anything()));
    reported.mockRestore();
  });
});

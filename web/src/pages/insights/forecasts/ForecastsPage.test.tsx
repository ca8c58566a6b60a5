// The forecasts page's filters against a recording link: the keyword is asked once typing pauses
// (300 ms), with the Relevance sort; the sort is asked at once; an emptied box goes back to Date.
// The filters are the URL, so going back restores the search.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { Component, loader } from './route';
import { renderRoutes } from '../../../test/renderRoutes';

const card = (n: number) => ({
  __typename: 'SearchCard' as const,
  hasAccess: true,
  contentId: `RES20000${n}`,
  contentType: 'research',
  title: `Forecast ${n}`,
  summary: `Summary ${n}.`,
  publishedDate: '2025-03-03',
  ipType: 'Forecast',
  path: `/report/forecast-${n}/RES20000${n}`,
  lastViewed: null,
  report: null,
  figure: null,
  webinar: null,
  content: null,
});

const page = (cards: number[], itemsTotal: number) => ({
  __typename: 'InsightListResults' as const,
  page: 1,
  totalPages: Math.ceil(itemsTotal / 10),
  itemsTotal,
  loadMore: itemsTotal > 10,
  cards: cards.map(card),
});

function renderPage(path = '/insights/forecasts') {
  const asked: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    const input = operation.variables.input as Record<string, unknown>;
    asked.push(input);
    // The tab's first page has 3; asked again later, 2 (so a new answer shows).
    const answer = input.query ? page([7], 1) : asked.length === 1 ? page([1, 2, 3], 3) : page([1, 2], 2);
    return of({ data: { forecasts: answer } });
  });
  const { router } = renderRoutes([{ path: '/insights/forecasts/:tabId?', loader, Component, HydrateFallback: () => null }], path, link, { withAnnouncer: true });
  return { asked, router };
}

const ignoreLiveRegion = { ignore: '[data-testid="live-region"] *, script, style' };

describe('ForecastsPage', () => {
  it('asks once for a keyword typed quickly, by relevance; a sort change at once; an emptied box by date', async () => {
    const { asked, router } = renderPage();
    await screen.findByText('Showing 3 of 3', ignoreLiveRegion, { timeout: 10_000 });
    expect(asked).toEqual([{ tab: 'all', query: '', sortType: 'date', page: 1 }]);
    asked.length = 0;
    const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('date');

    for (const typed of ['c', 'cl', 'clo', 'cloud']) fireEvent.change(keyword, { target: { value: typed } });
    await screen.findByText('Showing 1 of 1', ignoreLiveRegion);
    expect(asked).toEqual([{ tab: 'all', query: 'cloud', sortType: 'relevance', page: 1 }]);
    expect(sort.value).toBe('relevance');
    expect(router.state.location.search).toBe('?query=cloud');

    fireEvent.change(sort, { target: { value: 'date' } });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ tab: 'all', query: 'cloud', sortType: 'date', page: 1 });
    await waitFor(() => expect(router.state.location.search).toBe('?query=cloud&sort=date'));

    fireEvent.change(keyword, { target: { value: '' } });
    await screen.findByText('Showing 2 of 2', ignoreLiveRegion);
    expect(asked[2]).toEqual({ tab: 'all', query: '', sortType: 'date', page: 1 });
    expect(asked).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('opens the search its URL holds, keyword in the box, and follows the URL back', async () => {
    const { asked, router } = renderPage('/insights/forecasts?query=cloud&sort=date');
    await screen.findByText('Showing 1 of 1', ignoreLiveRegion, { timeout: 10_000 });
    expect(asked).toEqual([{ tab: 'all', query: 'cloud', sortType: 'date', page: 1 }]);
    const keyword = screen.getByRole('searchbox', { name: 'Keyword' }) as HTMLInputElement;
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(keyword.value).toBe('cloud');
    expect(sort.value).toBe('date');

    await act(() => router.navigate('/insights/forecasts?query=retail'));
    expect(asked.at(-1)).toEqual({ tab: 'all', query: 'retail', sortType: 'relevance', page: 1 });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(keyword.value).toBe('cloud'));
    expect(sort.value).toBe('date');
    expect(asked.at(-1)).toEqual({ tab: 'all', query: 'cloud', sortType: 'date', page: 1 });
  });
});

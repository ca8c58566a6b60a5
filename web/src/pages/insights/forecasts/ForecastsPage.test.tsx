// The forecasts page's filters against a recording link: the keyword is asked once typing pauses
// (300 ms), with the Relevance sort; the sort is asked at once; an emptied box goes back to Date.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { of } from 'rxjs';
import { forecastTab } from '@portal/domain';
import { AnnounceProvider } from '../../../a11y/announce';
import { createCache } from '../../../app/apollo';
import { ForecastsPage } from './ForecastsPage';

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

function renderPage() {
  const asked: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    const input = operation.variables.input as Record<string, unknown>;
    asked.push(input);
    return of({ data: { forecasts: page(input.query ? [7] : [1, 2], input.query ? 1 : 2) } });
  });
  const client = new ApolloClient({ link, cache: createCache() });
  render(
    <ApolloProvider client={client}>
      <AnnounceProvider>
        <MemoryRouter>
          <ForecastsPage tab={forecastTab('all')!} results={page([1, 2, 3], 3) as never} />
        </MemoryRouter>
      </AnnounceProvider>
    </ApolloProvider>,
  );
  return asked;
}

const ignoreLiveRegion = { ignore: '[data-testid="live-region"] *, script, style' };

describe('ForecastsPage', () => {
  it('asks once for a keyword typed quickly, by relevance; a sort change at once; an emptied box by date', async () => {
    const asked = renderPage();
    expect(screen.getByText('Showing 3 of 3', ignoreLiveRegion)).toBeTruthy();
    const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('date');

    for (const typed of ['c', 'cl', 'clo', 'cloud']) fireEvent.change(keyword, { target: { value: typed } });
    await waitFor(() => expect(screen.getByText('Showing 1 of 1', ignoreLiveRegion)).toBeTruthy());
    expect(asked).toEqual([{ tab: 'all', query: 'cloud', sortType: 'relevance', page: 1 }]);
    expect(sort.value).toBe('relevance');

    fireEvent.change(sort, { target: { value: 'date' } });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ tab: 'all', query: 'cloud', sortType: 'date', page: 1 });

    fireEvent.change(keyword, { target: { value: '' } });
    await waitFor(() => expect(screen.getByText('Showing 2 of 2', ignoreLiveRegion)).toBeTruthy());
    expect(asked[2]).toEqual({ tab: 'all', query: '', sortType: 'date', page: 1 });
    expect(asked).toHaveLength(3);
  });
});

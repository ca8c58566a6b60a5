// The catalogue's own searches (spec 3 §5, §8, §9): typing is debounced, a keyword makes the sort
// Relevance, and a search superseded by a newer one is aborted and its answer ignored silently.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { Component, loader } from './route';
import { renderRoutes } from '../../test/renderRoutes';

interface Pending {
  input: { query: string; sort: string; page: number };
  signal: AbortSignal | undefined;
  respond(caption: string): void;
}

const results = (caption: string, query = '', sort = 'date') => ({
  __typename: 'TechnologySearchResults' as const,
  page: 1, totalPages: 0, itemsTotal: 0, loadMore: false, caption, sort, query, cards: [],
});

async function renderCatalogue() {
  const pending: Pending[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const input = operation.variables.input as Pending['input'];
        pending.push({
          input,
          signal: operation.getContext().fetchOptions?.signal as AbortSignal | undefined,
          respond: (caption) => {
            observer.next({ data: { technologies: results(caption, input.query, input.sort) } });
            observer.complete();
          },
        });
      }),
  );
  const path = '/insights/technology-landscapes-and-waves';
  const { router } = renderRoutes([{ path, loader, Component, HydrateFallback: () => null }], path, link, { withAnnouncer: true });
  // The loader's first page of the bare URL; the tests look at the searches after it.
  await waitFor(() => expect(pending).toHaveLength(1), { timeout: 10_000 });
  expect(pending[0].input).toMatchObject({ query: '', sort: 'date', page: 1 });
  act(() => pending[0].respond('Over 300 results'));
  await screen.findByRole('heading', { name: 'Over 300 results' }, { timeout: 10_000 });
  pending.splice(0);
  return { pending, router };
}

describe('TechnologyCataloguePage', () => {
  it('searches once typing pauses, trimmed, by relevance', async () => {
    const { pending, router } = await renderCatalogue();
    const box = screen.getByRole('searchbox', { name: 'Search technologies' });
    fireEvent.change(box, { target: { value: 'c' } });
    fireEvent.change(box, { target: { value: 'cl' } });
    fireEvent.change(box, { target: { value: ' cloud ' } });
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0].input).toMatchObject({ query: 'cloud', sort: 'relevance', page: 1 });
    // While the search loads, the controls show the URL being loaded and the results are busy.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Relevance'));
    // The choice shows at once; the results are busy once the router reports the navigation.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Over 300 results' }).getAttribute('aria-busy')).toBe('true'));
    act(() => pending[0].respond('4 results'));
    await screen.findByRole('heading', { name: '4 results' });
    expect(screen.getByRole('region', { name: '4 results' }).getAttribute('aria-busy')).toBe('false');
    expect(router.state.location.search).toBe('?query=cloud');
  });

  it('aborts a superseded search and ignores its answer', async () => {
    const { pending } = await renderCatalogue();
    const box = screen.getByRole('searchbox', { name: 'Search technologies' });
    fireEvent.change(box, { target: { value: 'cloud' } });
    await waitFor(() => expect(pending).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'cloud security' } });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0].signal?.aborted).toBe(true);
    expect(pending[1].signal?.aborted).toBe(false);

    // The stale answer arrives first, then the current one: only the current one shows, and the
    // stale one never raises an error.
    act(() => pending[0].respond('9 results'));
    act(() => pending[1].respond('2 results'));
    await screen.findByRole('heading', { name: '2 results' });
    expect(screen.queryByRole('heading', { name: '9 results' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByText(/No technologies match your search/);
  });
});

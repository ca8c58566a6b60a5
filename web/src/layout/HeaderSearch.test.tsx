import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { HEADER_SEARCH_LABEL, HeaderSearch, HeaderSearchSuggestionsQuery } from './HeaderSearch';
import { freshSearchHref } from '../pages/search/searchUrl';
import { nativeSubmission } from '../test/nativeSubmission';

const SUGGESTIONS = ['customer experience', 'customer journey', 'customer data', 'customs'];

function renderHeaderSearch(initialPath = '/') {
  const asked: string[] = [];
  const counting = new ApolloLink((operation, forward) => {
    asked.push(operation.variables.query as string);
    return forward(operation);
  });
  const mock = new MockLink([
    { request: { query: HeaderSearchSuggestionsQuery, variables: { query: 'cus' } }, result: { data: { searchSuggestions: SUGGESTIONS } } },
  ]);
  const client = new ApolloClient({ link: ApolloLink.from([counting, mock]), cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      { path: '/', element: <HeaderSearch /> },
      { path: '/allSearch', element: <HeaderSearch /> },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  const input = screen.getByRole('combobox', { name: HEADER_SEARCH_LABEL });
  return { input, router, asked };
}

const type = (input: HTMLElement, text: string) => {
  // One change per key, as typing makes them.
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
};

describe('HeaderSearch', () => {
  it('asks for suggestions once typing pauses, shows 4, and opens the chosen one', async () => {
    const { input, router, asked } = renderHeaderSearch();
    // Focused, the plain box loads the suggestions list; what is typed meanwhile carries over.
    act(() => input.focus());
    type(input, 'cus');
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options.map((o) => o.textContent)).toEqual(SUGGESTIONS);
    // Debounced: 'c' and 'cu' never went out.
    expect(asked).toEqual(['cus']);

    fireEvent.click(options[1]);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/allSearch?query=customer+journey'));
  });

  it('opens the typed query on Enter', async () => {
    const { input, router } = renderHeaderSearch();
    fireEvent.change(input, { target: { value: ' cloud security ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?query=cloud+security'));
  });

  it("is a form the browser submits to the same results page before the app runs (Enter then sends its action with the box's name)", () => {
    const { input } = renderHeaderSearch();
    fireEvent.change(input, { target: { value: 'cloud security' } });
    expect(nativeSubmission(input.closest('form')!)).toBe(freshSearchHref('cloud security'));
  });

  it('loads the suggestions list on hover without taking the caret', async () => {
    const { input } = renderHeaderSearch();
    fireEvent.pointerEnter(input);
    // (Already loaded when an earlier test of this worker loaded it: the module keeps it.)
    await waitFor(() => expect(screen.getByRole('combobox', { name: HEADER_SEARCH_LABEL }).closest('.MuiAutocomplete-root')).not.toBeNull());
    expect(document.activeElement).not.toBe(screen.getByRole('combobox', { name: HEADER_SEARCH_LABEL }));
  });

  it('shows the query being searched on the results page', () => {
    const { input } = renderHeaderSearch('/allSearch?query=data&page=2');
    expect((input as HTMLInputElement).value).toBe('data');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError, print } from 'graphql';
import { MemoryRouter } from 'react-router';
import { AnnounceProvider, LiveRegion } from '../../a11y/announce';
import { createCache } from '../../app/apollo';
import { HeaderViewerQuery } from '../../layout/AccountMenu';
import { Toast, ToastProvider } from '../../layout/toast';
import { SaveButton, SaveButtonFragment, SaveItemMutation, UnsaveItemMutation, saveFailedMessage } from './SaveButton';

const REPORT = { __typename: 'Report' as const, id: 'RES100001', title: 'The State Of B2B Marketing', isSaved: false };
// A page's query as the cache answers it: the save toggle reads its state from the cache, as on a page.
const PageQuery = gql(`
  query SaveButtonHarness {
    report(id: "RES100001") {
      id
      title
      ...SaveButton_content
    }
  }
  ${print(SaveButtonFragment)}
`);

function Page() {
  const { data } = useQuery<{ report: typeof REPORT }>(PageQuery, { fetchPolicy: 'cache-only' });
  if (!data) return null;
  return <SaveButton content={data.report as never} title={data.report.title} />;
}

function renderToggle(mocks: MockedResponse[], { signedIn = true, saved = false } = {}) {
  const cache = createCache();
  cache.writeQuery({ query: PageQuery, data: { report: { ...REPORT, isSaved: saved } } });
  const viewer = signedIn ? { __typename: 'Viewer', id: 'usr-1', fullName: 'Casey Morgan', interceptors: [] } : null;
  render(
    <MockedProvider mocks={[{ request: { query: HeaderViewerQuery }, result: { data: { viewer } } }, ...mocks]} cache={cache}>
      <MemoryRouter initialEntries={['/report/the-state/RES100001']}>
        <AnnounceProvider>
          <ToastProvider>
            <Page />
            <Toast />
          </ToastProvider>
          <LiveRegion />
        </AnnounceProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { cache };
}

const confirmedSaved = (cache: ReturnType<typeof createCache>) => (cache.extract(false) as Record<string, { isSaved?: boolean }>)[`Report:${REPORT.id}`]?.isSaved;
const toggle = () => screen.findByRole('button', { name: `Save ${REPORT.title}` });
const indicator = () => screen.getAllByRole('status').find((el) => el.tagName === 'SPAN')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SaveButton', () => {
  it('saves at once (optimistic), shows Saved for 2 seconds, and keeps the state the server confirms', async () => {
    const { cache } = renderToggle([
      { request: { query: SaveItemMutation, variables: { contentId: REPORT.id } }, result: { data: { saveItem: { ...REPORT, isSaved: true } } }, delay: 500 },
    ]);
    const button = await toggle();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(indicator().textContent).toBe('');
    fireEvent.click(button);
    // Before the server answers (it takes half a second here).
    await waitFor(() => expect(screen.getByRole('button', { name: `Save ${REPORT.title}` }).getAttribute('aria-pressed')).toBe('true'));
    expect(confirmedSaved(cache)).toBe(false);
    expect(indicator().textContent).toBe('Saved');
    await waitFor(() => expect(confirmedSaved(cache)).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: `Save ${REPORT.title}` }).getAttribute('aria-busy')).toBeNull());
    // The indicator goes after its 2 seconds; the saved state stays.
    await waitFor(() => expect(indicator().textContent).toBe(''), { timeout: 4000 });
    expect((await toggle()).getAttribute('aria-pressed')).toBe('true');
  });

  it('unsaves at once and stays unsaved when the server agrees', async () => {
    const { cache } = renderToggle(
      [{ request: { query: UnsaveItemMutation, variables: { contentId: REPORT.id } }, result: { data: { unsaveItem: { ...REPORT, isSaved: false } } }, delay: 500 }],
      { saved: true },
    );
    const button = await toggle();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: `Save ${REPORT.title}` }).getAttribute('aria-pressed')).toBe('false'));
    expect(indicator().textContent).toBe('');
    await waitFor(() => expect(confirmedSaved(cache)).toBe(false));
  });

  it('reverts, logs the failure, clears loading and tells the reader when the server refuses (spec 3 §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderToggle([
      { request: { query: SaveItemMutation, variables: { contentId: REPORT.id } }, result: { errors: [new GraphQLError('Service unavailable')] }, delay: 500 },
    ]);
    fireEvent.click(await toggle());
    // While the server is asked (half a second here): shown saved, and busy.
    await waitFor(() => expect(screen.getByRole('button', { name: `Save ${REPORT.title}` }).getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(screen.getByRole('button', { name: `Save ${REPORT.title}` }).getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(screen.getByRole('button', { name: `Save ${REPORT.title}` }).getAttribute('aria-busy')).toBeNull());
    expect(indicator().textContent).toBe('');
    await waitFor(() => expect(screen.getByTestId('live-region').textContent).toBe(saveFailedMessage(REPORT.title, true)));
    expect(logged).toHaveBeenCalledWith('[favorites]', expect.anything());
  });

  it('asks a logged-out visitor to log in, coming back to this page', async () => {
    renderToggle([], { signedIn: false });
    const link = await screen.findByRole('link', { name: `Save ${REPORT.title}` });
    expect(link.getAttribute('href')).toBe(`/login?lr=${encodeURIComponent('/report/the-state/RES100001')}`);
  });
});

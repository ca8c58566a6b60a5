import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { AccountMenu, HeaderViewerQuery } from './AccountMenu';
import { documentLocation } from '../pages/auth/leaveApp';

// Where the app sends the browser (the unit tests share modules across files: no vi.mock).
const leaveApp = vi.spyOn(documentLocation, 'assign');
beforeEach(() => leaveApp.mockReset().mockImplementation(() => {}));
afterAll(() => leaveApp.mockRestore());

function renderAt(path: string, viewer: { id: string; fullName: string } | null) {
  const mocks = [
    { request: { query: HeaderViewerQuery }, result: { data: { viewer: viewer && { __typename: 'Viewer', ...viewer } } } },
  ];
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu /> }], { initialEntries: [path] });
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('AccountMenu', () => {
  it('offers Log in when logged out, returning to the current page (path, query and hash)', async () => {
    renderAt('/report/a-report/RES100001?tab=figures#fig-2', null);
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe(`/login?lr=${encodeURIComponent('/report/a-report/RES100001?tab=figures#fig-2')}`);
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
  });

  it("shows the user's name and Log out when signed in", async () => {
    renderAt('/myhome', { id: 'usr-1', fullName: 'Casey Morgan' });
    await screen.findByText('Casey Morgan');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  describe('verifies a signed-in session on each route change (spec 1 §4)', () => {
    const signedIn = { request: { query: HeaderViewerQuery }, result: { data: { viewer: { __typename: 'Viewer', id: 'usr-1', fullName: 'Casey Morgan' } } } };

    async function navigateWith(second: MockedResponse) {
      const router = createMemoryRouter([{ path: '*', element: <AccountMenu /> }], { initialEntries: ['/myhome'] });
      render(
        <MockedProvider mocks={[signedIn, second]}>
          <RouterProvider router={router} />
        </MockedProvider>,
      );
      await screen.findByText('Casey Morgan');
      expect(leaveApp).not.toHaveBeenCalled();
      await act(() => router.navigate('/report/a/RES1?tab=2'));
    }

    it('goes to /login, back to the new page, on a 401', async () => {
      await navigateWith({
        request: { query: HeaderViewerQuery },
        result: { data: { viewer: null }, errors: [new GraphQLError('No valid session', { extensions: { code: 'UNAUTHORIZED', status: 401 } })] },
      });
      await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(`/login?lr=${encodeURIComponent('/report/a/RES1?tab=2')}`));
    });

    it('goes to /logout on any other failure', async () => {
      await navigateWith({ request: { query: HeaderViewerQuery }, error: new Error('Failed to fetch') });
      await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/logout'));
    });

    it('stays when the session is still valid', async () => {
      let verified = false;
      await navigateWith({
        request: { query: HeaderViewerQuery },
        result: () => {
          verified = true;
          return signedIn.result;
        },
      });
      // The session was asked about again, and the answer (handled in the next microtasks) kept it.
      await waitFor(() => expect(verified).toBe(true));
      await act(async () => {});
      expect(leaveApp).not.toHaveBeenCalled();
    });
  });
});


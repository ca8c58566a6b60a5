import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { CommunicationPreferences } from '@portal/domain';
import { PreferencesForm } from './PreferencesForm';

const stored: CommunicationPreferences = {
  research: 'never', webinar: 'off', phoneCall: 'restrict', unsubscribe: 'subscribe', productsAndServices: true, researchSurveys: true, events: true,
};

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: '/my-account/communications', element: <PreferencesForm stored={stored} /> },
      { path: '/my-account/profile', element: <p>Profile page</p> },
    ],
    { initialEntries: ['/my-account/communications'] },
  );
  render(
    <MockedProvider mocks={[]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('PreferencesForm (spec 1 §4 "Preferences page")', () => {
  it('leaves freely without changes', async () => {
    const router = renderAt();
    await act(() => router.navigate('/my-account/profile'));
    screen.getByText('Profile page');
  });

  it('holds a navigation with unsaved changes in a modal: Cancel stays, Discard goes on', async () => {
    const router = renderAt();
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    screen.getByText('You have unsaved changes.');

    await act(() => router.navigate('/my-account/profile'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/my-account/communications');
    expect((screen.getByRole('radio', { name: 'Weekly' }) as HTMLInputElement).checked).toBe(true);
    expect(dialog).toBeTruthy();

    await act(() => router.navigate('/my-account/profile'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await screen.findByText('Profile page');
    expect(router.state.location.pathname).toBe('/my-account/profile');
  });
});

// The webinar page's primary action in each state (spec 3 §4): ended, logged out, a guest on a
// paid webinar, registered, and registering (button disabled while it runs; an error is shown).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { createCache } from '../../app/apollo';
import { AnnounceProvider, LiveRegion } from '../../a11y/announce';
import { makeFragmentData } from '../../gql';
import { PAID_WEBINAR_TEXT, RegisterForWebinarMutation, WebinarRegistration, WebinarRegistrationFragment, WebinarRegistrationViewerFragment } from './WebinarRegistration';

const base = {
  __typename: 'Webinar',
  id: 'WEB100001',
  title: 'Zero trust in practice',
  webinarStatus: 'upcoming',
  startDate: '2026-12-18T16:00:00.000Z',
  endDate: '2026-12-18T17:00:00.000Z',
  location: 'Online',
  participationDetails: 'Join from any browser.',
  price: 0,
  registration: null,
} as const;
const registration = { __typename: 'WebinarRegistration', passcode: '12345678', eventCode: 'EVT-100001', userEmail: 'casey@example.com' } as const;

function renderAction(webinar: Record<string, unknown>, userType: string | null, mocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: createCache() });
  render(
    <ApolloProvider client={client}>
      <AnnounceProvider>
        <MemoryRouter initialEntries={['/webinar/zero-trust/WEB100001']}>
          <WebinarRegistration
            webinar={makeFragmentData({ ...base, ...webinar } as never, WebinarRegistrationFragment)}
            viewer={userType === null ? null : makeFragmentData({ __typename: 'Viewer', userType } as never, WebinarRegistrationViewerFragment)}
          />
        </MemoryRouter>
        <LiveRegion />
      </AnnounceProvider>
    </ApolloProvider>,
  );
}

describe('WebinarRegistration', () => {
  it('says when an ended webinar took place, with no action', () => {
    renderAction({ webinarStatus: 'past' }, 'client');
    screen.getByText('This event took place on December 18th, 2026.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a logged-out visitor a log-in that comes back to the page', () => {
    renderAction({}, null);
    expect(screen.getByRole('link', { name: 'Log in to register' }).getAttribute('href')).toBe(`/login?lr=${encodeURIComponent('/webinar/zero-trust/WEB100001')}`);
  });

  it('tells a guest a paid webinar is for subscribers', () => {
    renderAction({ price: 295 }, 'Guest');
    screen.getByText(PAID_WEBINAR_TEXT);
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('shows a registration’s passcode and event code, and a calendar menu', () => {
    renderAction({ registration }, 'client');
    expect(screen.getByRole('status').textContent).toContain('Passcode 12345678 · Event code EVT-100001');
    screen.getByRole('button', { name: 'Add to calendar' });
  });

  it('registers: the button is disabled while it runs, then success is announced', async () => {
    renderAction({ price: 295 }, 'client', [
      {
        request: { query: RegisterForWebinarMutation, variables: { id: 'WEB100001' } },
        result: { data: { registerForWebinar: { __typename: 'Webinar', id: 'WEB100001', registration } } },
        delay: 50,
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Registering…' }) as HTMLButtonElement).disabled).toBe(true));
    // The page's query re-renders from the cache; here the announcement proves the success path ran.
    await waitFor(() => expect(screen.getByTestId('live-region').textContent).toBe('You are registered for this webinar'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the service’s message when registration fails, and lets the user try again', async () => {
    renderAction({}, 'client', [
      {
        request: { query: RegisterForWebinarMutation, variables: { id: 'WEB100001' } },
        result: { errors: [{ message: 'Registration has closed: this webinar has ended', extensions: { status: 400 } }] } as MockLink.MockedResponse['result'],
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Registration has closed: this webinar has ended');
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

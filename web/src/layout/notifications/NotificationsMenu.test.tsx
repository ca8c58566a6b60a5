import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { createCache } from '../../app/apollo';
import { HeaderNotificationsQuery, NotificationsMenu } from './NotificationsMenu';
import { DeleteAllNotificationsMutation, MarkNotificationsReadMutation } from './NotificationsPopup';

const note = (id: string, title: string, isRead = false) => ({
  __typename: 'Notification' as const,
  id,
  title,
  message: `About ${title}`,
  link: null,
  isRead,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const LIST = { data: { viewer: { __typename: 'Viewer' as const, id: 'usr-1', notifications: [note('1', 'First'), note('2', 'Second'), note('3', 'Third', true)] } } };

function renderMenu(mocks: MockLink.MockedResponse[], list: object = LIST) {
  const client = new ApolloClient({ link: new MockLink([{ request: { query: HeaderNotificationsQuery }, result: list }, ...mocks]), cache: createCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <NotificationsMenu />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return client;
}

async function open() {
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
}

const item = (dialog: ReturnType<typeof within>, title: string) => dialog.getByText(title).closest('li')!;

describe('NotificationsMenu (spec 3 §4)', () => {
  it('shows the unread count on the badge, and holds no text at all when nothing is unread', async () => {
    renderMenu([]);
    expect((await screen.findByRole('button', { name: 'Notifications, 2 unread' })).textContent).toBe('2');
    cleanup();
    const client = renderMenu([], { data: { viewer: { ...LIST.data.viewer, notifications: [note('3', 'Third', true)] } } });
    // Loaded, so the empty button below is the answer's, not the loading state's.
    await waitFor(() => expect(client.readQuery({ query: HeaderNotificationsQuery })).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe('');
  });

  it('shows a notification loading while it is marked, then read', async () => {
    renderMenu([{ request: { query: MarkNotificationsReadMutation, variables: { ids: ['1'] } }, result: { data: { markNotificationsRead: [{ __typename: 'Notification', id: '1', isRead: true }] } }, delay: 50 }]);
    const dialog = await open();
    fireEvent.click(dialog.getByRole('button', { name: 'Mark as read: First' }));
    expect(item(dialog, 'First').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(item(dialog, 'First').getAttribute('data-read')).toBe('true'));
    expect(item(dialog, 'First').getAttribute('aria-busy')).toBe('false');
    expect(dialog.queryByRole('button', { name: 'Mark as read: First' })).toBeNull();
  });

  it('clears the loading state and keeps it unread when marking fails', async () => {
    renderMenu([{ request: { query: MarkNotificationsReadMutation, variables: { ids: ['1', '2'] } }, result: { errors: [new GraphQLError('Notification 1 not found')] } }]);
    const dialog = await open();
    fireEvent.click(dialog.getByRole('button', { name: 'Mark all as read' }));
    expect(await dialog.findByRole('alert')).toHaveProperty('textContent', 'Could not mark as read. Please try again.');
    for (const title of ['First', 'Second']) {
      expect(item(dialog, title).getAttribute('aria-busy')).toBe('false');
      expect(item(dialog, title).getAttribute('data-read')).toBe('false');
    }
  });

  it('empties the list on delete all', async () => {
    renderMenu([{ request: { query: DeleteAllNotificationsMutation }, result: { data: { deleteAllNotifications: true } } }]);
    const dialog = await open();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete all' }));
    expect(await dialog.findByText('You have no notifications.')).toBeTruthy();
  });
});

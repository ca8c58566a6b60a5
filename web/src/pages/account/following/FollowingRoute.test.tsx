import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { routes } from '../../../app/router';
import { HeaderViewerQuery } from '../../../layout/AccountMenu';
import { HeaderCartCountQuery } from '../../../layout/CartLink';
import { LayoutAlertBannerQuery } from '../../../layout/SiteAnnouncement';
import { AccountLayoutQuery } from '../AccountLayout';
import { FollowAnalystMutation, UnfollowAnalystMutation } from '../../report/FollowButton';
import { FollowingPageQuery } from './route';
import { renderRoutes } from '../../../test/renderRoutes';

const VIEWER = { __typename: 'Viewer' as const, id: 'usr-1', fullName: 'Casey Morgan' };
const ADA = {
  __typename: 'Analyst' as const,
  id: 'BIO10001',
  fullName: 'Ada Lovelace',
  title: 'Principal Analyst',
  path: '/analyst-bio/ada-lovelace/BIO10001',
  active: true,
  isFollowed: true,
};

function renderFollowing(extra: MockLink.MockedResponse[], viewer: typeof VIEWER | null = VIEWER) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } } },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } } },
    { request: { query: HeaderViewerQuery }, result: { data: { viewer } }, maxUsageCount: 5 },
    {
      request: { query: AccountLayoutQuery },
      result: { data: { viewer: viewer && { ...viewer, email: 'client@meridian.example', accountName: 'Northwind Traders' } } },
    },
    {
      request: { query: FollowingPageQuery },
      result: { data: { viewer: viewer && { ...viewer, followedAnalysts: [ADA], followedTopics: ['Zero Trust'] } } },
    },
    ...extra,
  ];
  return renderRoutes(routes, '/my-account/following', new MockLink(mocks)).client;
}

/** The analyst as the cache holds it without optimistic layers: what the server answered. */
const confirmedAnalyst = (client: ApolloClient) => (client.cache.extract(false) as Record<string, { isFollowed?: boolean }>)[`Analyst:${ADA.id}`];

const analystsList = async () => within(await screen.findByRole('list', { name: 'Analysts' }, { timeout: 10_000 }));

describe('/my-account/following', () => {
  it('lists followed analysts and topics', async () => {
    renderFollowing([]);
    const analysts = await analystsList();
    expect(analysts.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(ADA.path);
    const topics = screen.getByRole('list', { name: 'Topics' });
    within(topics).getByText('Zero Trust');
    within(topics).getByRole('button', { name: 'Unfollow topic Zero Trust' });
    expect(document.title).toBe('Following | Meridian Research');
  });

  it('unfollows at once and stays unfollowed when the server agrees', async () => {
    const client = renderFollowing([
      { request: { query: UnfollowAnalystMutation, variables: { id: ADA.id } }, result: { data: { unfollowAnalyst: { ...ADA, isFollowed: false } } }, delay: 50 },
    ]);
    const analysts = await analystsList();
    const button = await analysts.findByRole('button', { name: 'Unfollow Ada Lovelace' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    // Optimistic: before the server answers.
    const toggled = analysts.getByRole('button', { name: 'Follow Ada Lovelace' });
    expect(toggled.getAttribute('aria-pressed')).toBe('false');
    expect(confirmedAnalyst(client)?.isFollowed).toBe(true);
    await waitFor(() => expect(confirmedAnalyst(client)?.isFollowed).toBe(false));
    expect(analysts.getByRole('button', { name: 'Follow Ada Lovelace' }).getAttribute('aria-pressed')).toBe('false');
    // The layout's toast says so once the server has answered, and the live region speaks it.
    expect((await screen.findByRole('status')).textContent).toBe('You are no longer following Ada Lovelace');
    expect(screen.getByTestId('live-region').textContent).toBe('You are no longer following Ada Lovelace');
  });

  it('reverts the optimistic change and says so when the server refuses', async () => {
    renderFollowing([
      { request: { query: UnfollowAnalystMutation, variables: { id: ADA.id } }, result: { errors: [new GraphQLError('Service unavailable')] }, delay: 50 },
    ]);
    const analysts = await analystsList();
    fireEvent.click(await analysts.findByRole('button', { name: 'Unfollow Ada Lovelace' }));
    expect(analysts.getByRole('button', { name: 'Follow Ada Lovelace' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(analysts.getByRole('button', { name: 'Unfollow Ada Lovelace' }).getAttribute('aria-pressed')).toBe('true'));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toBe('Could not unfollow Ada Lovelace. Please try again.');
    expect(toast.className).toContain('MuiAlert-colorError');
    expect(screen.getByTestId('live-region').textContent).toBe('Could not unfollow Ada Lovelace. Please try again.');
  });

  it('follows again optimistically after an unfollow', async () => {
    renderFollowing([
      { request: { query: UnfollowAnalystMutation, variables: { id: ADA.id } }, result: { data: { unfollowAnalyst: { ...ADA, isFollowed: false } } } },
      { request: { query: FollowAnalystMutation, variables: { id: ADA.id } }, result: { data: { followAnalyst: { ...ADA, isFollowed: true } } }, delay: 50 },
    ]);
    const analysts = await analystsList();
    fireEvent.click(await analysts.findByRole('button', { name: 'Unfollow Ada Lovelace' }));
    fireEvent.click(await analysts.findByRole('button', { name: 'Follow Ada Lovelace' }));
    expect(analysts.getByRole('button', { name: 'Unfollow Ada Lovelace' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You are now following Ada Lovelace'));
  });

  it('asks a logged-out visitor to log in', async () => {
    renderFollowing([], null);
    const login = await screen.findByText('Log in to see the analysts and topics you follow.', undefined, { timeout: 10_000 });
    expect(login).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'));
    expect(links).toContain('/login?lr=%2Fmy-account%2Ffollowing');
  });
});

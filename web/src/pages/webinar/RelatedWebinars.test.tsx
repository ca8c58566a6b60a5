// Related webinars (spec 3 §3-§4): author lists with "View all" past two hosts (showViewAllBtn),
// and the second variant's separate fetch only when the main response's lists are empty.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { createCache } from '../../app/apollo';
import { makeFragmentData } from '../../gql';
import { authorsListOf } from './relatedAuthors';
import { RelatedWebinars, RelatedWebinarsFallbackQuery, RelatedWebinarsFragment } from './RelatedWebinars';

const host = (n: number) => ({ __typename: 'Analyst', id: `BIO1000${n}`, fullName: `Host ${n}`, path: `/analyst-bio/host-${n}/BIO1000${n}` });
const card = (id: string, hosts: number, status = 'past') => ({
  __typename: 'Webinar',
  id,
  title: `Webinar ${id}`,
  path: `/webinar/w/${id}`,
  webinarType: 'Peer Discussions',
  webinarStatus: status,
  startDate: '2026-10-01T16:00:00.000Z',
  duration: 60,
  hostAnalysts: Array.from({ length: hosts }, (_, i) => host(i + 1)),
  isSaved: false,
});

/** The separate fetches sent (the save toggles ask for the viewer too: not counted). */
let sent: string[] = [];
const counting = new ApolloLink((operation, forward) => {
  if (operation.operationName === 'RelatedWebinarsFallback') sent.push(operation.operationName);
  return forward(operation);
});

function renderRelated(related: { upcoming: unknown[]; ondemand: unknown[] }, secondVariant: boolean, mocks: MockLink.MockedResponse[] = []) {
  sent = [];
  const client = new ApolloClient({ link: ApolloLink.from([counting, new MockLink(mocks)]), cache: createCache() });
  const webinar = { __typename: 'Webinar', id: 'WEB100010', webinarType: 'Peer Discussions', relatedWebinars: { __typename: 'RelatedWebinars', ...related } };
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <RelatedWebinars webinar={makeFragmentData(webinar as never, RelatedWebinarsFragment)} secondVariant={secondVariant} />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe('authorsListOf', () => {
  it('copies each entry’s contentId to id and flags more than two for "View all"', () => {
    expect(authorsListOf([{ id: 'BIO10001', fullName: 'A' }])).toEqual({ authorsList: [{ contentId: 'BIO10001', id: 'BIO10001', fullName: 'A', path: undefined }], showViewAllBtn: false });
    expect(authorsListOf([1, 2, 3].map((n) => ({ id: `BIO1000${n}`, fullName: `H${n}` }))).showViewAllBtn).toBe(true);
  });
});

describe('RelatedWebinars', () => {
  it('shows two hosts and the rest behind "View all"', () => {
    renderRelated({ upcoming: [], ondemand: [card('WEB100011', 3)] }, false);
    const list = screen.getByRole('region', { name: 'On-demand related webinars' });
    expect(within(list).queryByRole('link', { name: 'Host 3' })).toBeNull();
    const viewAll = within(list).getByRole('button', { name: 'View all 3 hosts' });
    expect(viewAll.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(viewAll);
    within(list).getByRole('link', { name: 'Host 3' });
    expect(within(list).getByRole('button', { name: 'Show fewer hosts' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('has no "View all" for two hosts or fewer', () => {
    renderRelated({ upcoming: [card('WEB100012', 2, 'upcoming')], ondemand: [] }, false);
    expect(screen.queryByRole('button', { name: /View all/ })).toBeNull();
  });

  it('in the second variant, fetches the related webinars separately when the main lists are empty, leaving itself out', async () => {
    renderRelated({ upcoming: [], ondemand: [] }, true, [
      {
        request: { query: RelatedWebinarsFallbackQuery, variables: { webinarType: 'peer discussions' } },
        result: {
          data: {
            upcoming: { __typename: 'WebinarListResults', cards: [card('WEB100020', 1, 'upcoming')] },
            ondemand: { __typename: 'WebinarListResults', cards: [card('WEB100010', 1), card('WEB100021', 1)] },
          },
        },
      },
    ]);
    await act(async () => {});
    expect(sent).toEqual(['RelatedWebinarsFallback']);
    const ondemand = await screen.findByRole('region', { name: 'On-demand related webinars' });
    expect(within(ondemand).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Webinar WEB100021']);
    screen.getByRole('region', { name: 'Upcoming related webinars' });
  });

  it('does not fetch separately when the main response has related webinars, nor in the first variant', async () => {
    renderRelated({ upcoming: [], ondemand: [card('WEB100011', 1)] }, true);
    await act(async () => {});
    screen.getByRole('region', { name: 'On-demand related webinars' });
    expect(sent).toEqual([]);
    renderRelated({ upcoming: [], ondemand: [] }, false);
    await act(async () => {});
    expect(sent).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { makeFragmentData } from '../../gql';
import { SearchResultCard, SearchResultCardFragment } from './SearchResultCard';
import { WebinarCardDetailsFragment } from './WebinarCardDetails';

const base = {
  __typename: 'SearchCard' as const,
  hasAccess: true,
  summary: 'Summary.',
  ipType: null,
  report: null,
  figure: null,
  webinar: null,
  content: null,
};

function renderCard(card: Record<string, unknown>) {
  // A client for the card's save toggle, which waits (rendering nothing) until the session is known.
  render(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <SearchResultCard card={makeFragmentData({ ...base, ...card } as never, SearchResultCardFragment)} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('SearchResultCard for the other content types', () => {
  it('shows a webinar’s label, New York start time, duration and hosts', () => {
    const webinar = makeFragmentData(
      {
        __typename: 'Webinar',
        id: 'WEB100000',
        webinarType: 'Webinar',
        webinarStatus: 'upcoming',
        startDate: '2026-12-18T16:00:00.000Z',
        duration: 60,
        hostAnalysts: [{ __typename: 'Analyst', id: 'BIO10001', fullName: 'Ada Lovelace' }],
      },
      WebinarCardDetailsFragment,
    );
    renderCard({
      contentId: 'WEB100000', contentType: 'webinar', title: 'Ask The Analyst: CRM', publishedDate: '2026-12-18',
      path: '/webinar/ask-the-analyst-crm/WEB100000', webinar: { id: 'WEB100000', ...webinar },
    });
    expect(screen.getByRole('link', { name: 'Ask The Analyst: CRM' }).getAttribute('href')).toBe('/webinar/ask-the-analyst-crm/WEB100000');
    expect(screen.getByRole('article').textContent).toMatch(/Upcoming webinar · Friday, December 18, 2026,? (at )?11:00\sAM EST · 60 minutes/);
    screen.getByText('Hosted by Ada Lovelace');
  });

  it('shows a podcast: type, title and date from the hit, authors from its content item', () => {
    renderCard({
      contentId: 'POD100000', contentType: 'podcast', title: 'What It Means: CRM', publishedDate: '2025-03-04',
      path: '/podcasts/what-it-means-crm/POD100000',
      content: { __typename: 'ContentItem', id: 'POD100000', authors: [{ __typename: 'Analyst', id: 'BIO10002', fullName: 'Alan Turing' }] },
    });
    screen.getByText('Podcast');
    expect(screen.getByRole('link', { name: 'What It Means: CRM' }).getAttribute('href')).toBe('/podcasts/what-it-means-crm/POD100000');
    expect(screen.getByRole('article').textContent).toContain('March 4th, 2025');
    expect(screen.queryByText(/Hosted by/)).toBeNull();
    screen.getByText('By Alan Turing');
  });
});

describe('SearchResultCard and the reader’s entitlements', () => {
  const research = {
    contentId: 'RES100003', contentType: 'research', title: 'Restricted research', publishedDate: '2025-03-04',
    path: '/report/restricted-research/RES100003',
  };

  it('marks research the reader may not open as locked, still linking to its page', () => {
    renderCard({ ...research, hasAccess: false });
    const locked = screen.getByText('Locked');
    expect(locked.closest('[title]')?.getAttribute('title')).toBe('Research page is not accessible with the current credentials');
    expect(screen.getByRole('link', { name: 'Restricted research' }).getAttribute('href')).toBe('/report/restricted-research/RES100003');
  });

  it('shows no lock on research the reader may open', () => {
    renderCard({ ...research, hasAccess: true });
    expect(screen.queryByText('Locked')).toBeNull();
  });
});

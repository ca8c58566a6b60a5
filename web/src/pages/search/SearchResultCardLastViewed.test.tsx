import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../gql';
import { SearchResultCard, SearchResultCardFragment } from './SearchResultCard';

const card = {
  __typename: 'SearchCard' as const,
  hasAccess: true,
  contentId: 'RES100001', contentType: 'research', title: 'Cloud security', summary: 'Summary.', publishedDate: '2025-01-01',
  ipType: null, path: '/report/cloud-security/RES100001', report: null, figure: null, webinar: null, content: null,
};

function renderCard(lastViewed: string | null) {
  render(
    <MemoryRouter>
      <SearchResultCard card={makeFragmentData({ ...card, lastViewed } as never, SearchResultCardFragment)} />
    </MemoryRouter>,
  );
}

describe('SearchResultCard last viewed', () => {
  it('shows the last-viewed text when there is one', () => {
    renderCard('Viewed March 4, 2026');
    screen.getByText('Viewed March 4, 2026');
  });

  it('shows nothing about views otherwise', () => {
    renderCard(null);
    expect(screen.getByRole('article').textContent).not.toMatch(/Viewed/);
  });
});

import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { reportFixture } from '../../test/reportFixture';
import { RelatedResearch, RelatedResearchFragment } from './RelatedResearch';

const related = (relatedResearch: unknown[]) => makeFragmentData({ relatedResearch } as never, RelatedResearchFragment);

function renderRelated(relatedResearch: unknown[]) {
  return render(
    <MemoryRouter>
      <RelatedResearch report={related(relatedResearch)} />
    </MemoryRouter>,
  );
}

describe('RelatedResearch', () => {
  it('shows each related report as a card with its type, date and authors', () => {
    renderRelated([
      ...reportFixture.relatedResearch,
      {
        __typename: 'Report',
        id: 'RES100003',
        title: 'Wave Of Platforms',
        path: '/report/wave-of-platforms/RES100003',
        ipType: 'Wave',
        publishedDate: '2023-11-01',
        authors: [
          { __typename: 'Analyst', id: 'BIO10002', fullName: 'Grace Hopper' },
          { __typename: 'Analyst', id: 'BIO10003', fullName: 'Alan Turing' },
        ],
      },
    ]);
    const region = screen.getByRole('region', { name: 'Related research' });
    const cards = within(within(region).getByRole('list', { name: 'Related research' })).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = cards[0];
    const title = within(first).getByRole('heading', { level: 3, name: 'Demand Planning' });
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/report/demand-planning/RES100002');
    expect(within(first).getByText(/^Best Practice ·/).textContent).toBe('Best Practice · February 14th, 2024');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2024-02-14');
    expect(within(first).getByText(/^By /).textContent).toBe('By Ada Lovelace');

    expect(within(cards[1]).getByText(/^Wave ·/).textContent).toBe('Wave · November 1st, 2023');
    expect(within(cards[1]).getByText(/^By /).textContent).toBe('By Grace Hopper, Alan Turing');
  });

  it('leaves out the byline of a report without authors', () => {
    renderRelated([{ ...reportFixture.relatedResearch[0], authors: [] }]);
    expect(screen.getByRole('article').textContent).not.toContain('By ');
  });

  it('shows nothing without related research', () => {
    const { container } = renderRelated([]);
    expect(container.textContent).toBe('');
  });
});

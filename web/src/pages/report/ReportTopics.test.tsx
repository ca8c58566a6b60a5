import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeFragmentData } from '../../gql';
import { analystOnlyTopics, ReportTopics, ReportTopicsFragment } from './ReportTopics';

function renderTopics(data: { topics: string[]; authors: string[][]; contributors: string[][] }) {
  const details = (lists: string[][]) => lists.map((topics, index) => ({ __typename: 'AnalystTopicDetails' as const, analystBioId: String(index), topics }));
  const report = makeFragmentData(
    { __typename: 'Report', topics: data.topics, authorsTopicDetails: details(data.authors), contributorTopicDetails: details(data.contributors) },
    ReportTopicsFragment,
  );
  const router = createMemoryRouter([{ path: '/report/:id', element: <ReportTopics report={report} /> }], { initialEntries: ['/report/RES1'] });
  render(<RouterProvider router={router} />);
}

describe('analystOnlyTopics', () => {
  it("keeps the analysts' topics the report does not list, once each, in order", () => {
    expect(analystOnlyTopics(['CDP'], [{ topics: ['Loyalty', 'CDP'] }, { topics: ['Pricing', 'Loyalty'] }])).toEqual(['Loyalty', 'Pricing']);
  });
});

describe('ReportTopics', () => {
  it("shows the report's topics and its analysts' other topics as links to a search for each", () => {
    renderTopics({ topics: ['Customer data', 'Loyalty'], authors: [['Loyalty', 'Pricing']], contributors: [['Generative AI']] });
    const section = screen.getByRole('region', { name: 'Topics' });
    const own = within(within(section).getByRole('list', { name: 'In this report' }));
    expect(own.getAllByRole('link').map((link) => link.textContent)).toEqual(['Customer data', 'Loyalty']);
    expect(own.getByRole('link', { name: 'Customer data' }).getAttribute('href')).toBe('/allSearch?query=Customer+data');
    const analysts = within(within(section).getByRole('list', { name: 'Also covered by its analysts' }));
    expect(analysts.getAllByRole('link').map((link) => link.textContent)).toEqual(['Pricing', 'Generative AI']);
  });

  it('shows nothing when there is no topic', () => {
    renderTopics({ topics: [], authors: [], contributors: [] });
    expect(screen.queryByRole('region', { name: 'Topics' })).toBeNull();
  });
});

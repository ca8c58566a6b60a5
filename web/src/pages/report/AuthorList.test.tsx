import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { makeFragmentData } from '../../gql';
import { createCache } from '../../app/apollo';
import { FollowButtonFragment } from './FollowButton';
import { HeaderViewerQuery } from '../../layout/AccountMenu';
import { AuthorList, AuthorListFragment } from './AuthorList';

const person = (id: string, fullName: string, active = true) => ({
  __typename: 'Analyst' as const,
  id,
  fullName,
  title: active ? 'Analyst' : null,
  path: active ? `/analyst-bio/x/${id}` : null,
  active,
  isFollowed: false,
});

const authors = [person('BIO1', 'Ada Active'), person('BIO2', 'Ian Inactive', false)];
const contributors = [person('BIO3', 'Cora Flagged'), person('BIO4', 'Nell Unflagged')];
const report = makeFragmentData(
  {
    authors,
    contributors,
    contributorIdsWithFollowButton: ['BIO3'],
  } as never,
  AuthorListFragment,
);

function renderAuthors(viewer: { __typename: 'Viewer'; id: string; fullName: string } | null) {
  const router = createMemoryRouter([{ path: '/report/:id', element: <AuthorList report={report} /> }], { initialEntries: ['/report/RES1?x=1'] });
  // The analysts' isFollowed, as the page's private query (ReportPagePrivate) leaves it in the cache.
  const cache = createCache();
  for (const { id, fullName, isFollowed } of [...authors, ...contributors]) {
    cache.writeFragment({ fragment: FollowButtonFragment, fragmentName: 'FollowButton_analyst', data: { __typename: 'Analyst', id, fullName, isFollowed } });
  }
  render(
    <MockedProvider mocks={[{ request: { query: HeaderViewerQuery }, result: { data: { viewer } } }]} cache={cache}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('AuthorList follow buttons', () => {
  it('shows them on active authors and flagged contributors only (spec 1 §4, spec 3 §3)', async () => {
    renderAuthors({ __typename: 'Viewer', id: 'usr-1', fullName: 'Casey Morgan' });
    const authors = within(screen.getByRole('list', { name: 'Authors' }));
    const button = await authors.findByRole('button', { name: 'Follow Ada Active' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(authors.queryByRole('button', { name: /Ian Inactive/ })).toBeNull();
    const contributors = within(screen.getByRole('list', { name: 'Contributors' }));
    expect(contributors.getByRole('button', { name: 'Follow Cora Flagged' })).toBeTruthy();
    expect(contributors.queryByRole('button', { name: /Nell Unflagged/ })).toBeNull();
  });

  it('is a link to log in (and back here) when logged out', async () => {
    renderAuthors(null);
    const link = await screen.findByRole('link', { name: 'Follow Ada Active' });
    expect(link.getAttribute('href')).toBe('/login?lr=%2Freport%2FRES1%3Fx%3D1');
    expect(screen.queryByRole('button', { name: /^Follow / })).toBeNull();
  });
});

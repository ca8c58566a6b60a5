import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../gql';
import { HeaderViewerQuery } from '../../layout/AccountMenu';
import { WebinarListCard, WebinarListCardFragment } from './WebinarListCard';

const webinar = (isSaved: boolean) =>
  makeFragmentData(
    {
      __typename: 'Webinar',
      id: 'WEB100070',
      title: 'The State Of Seller Onboarding, 2027',
      path: '/webinar/the-state-of-seller-onboarding-2027/WEB100070',
      webinarType: 'Webinar',
      webinarStatus: 'upcoming',
      startDate: '2027-03-02T16:00:00.000Z',
      duration: 60,
      hostAnalysts: [{ __typename: 'Analyst', id: 'BIO1', fullName: 'Ada Analyst' }],
      isSaved,
    } as never,
    WebinarListCardFragment,
  );

function renderCard(isSaved: boolean, viewer: { id: string; fullName: string } | null) {
  const mocks = [{ request: { query: HeaderViewerQuery }, result: { data: { viewer: viewer && { __typename: 'Viewer', ...viewer, interceptors: [] } } } }];
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/webinar/upcoming']}>
        <WebinarListCard webinar={webinar(isSaved)} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('WebinarListCard', () => {
  it('links its title to the webinar and offers a signed-in reader its save toggle, pressed when saved', async () => {
    renderCard(true, { id: 'usr-1', fullName: 'Casey Morgan' });
    const toggle = await screen.findByRole('button', { name: 'Save The State Of Seller Onboarding, 2027' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'The State Of Seller Onboarding, 2027' }).getAttribute('href')).toBe('/webinar/the-state-of-seller-onboarding-2027/WEB100070');
  });

  it('sends a visitor to log in from the save toggle, back to the listing', async () => {
    renderCard(false, null);
    const login = await screen.findByRole('link', { name: 'Save The State Of Seller Onboarding, 2027' });
    expect(login.getAttribute('href')).toBe(`/login?lr=${encodeURIComponent('/webinar/upcoming')}`);
  });
});

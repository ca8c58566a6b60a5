import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { makeFragmentData } from '../../gql';
import { HeaderViewerQuery } from '../../layout/AccountMenu';
import { AnnounceProvider, LiveRegion } from '../../a11y/announce';
import { reportFixture } from '../../test/reportFixture';
import { createCache } from '../../app/apollo';
import { SaveButtonFragment } from '../../components/save/SaveButton';
import { FigureGallery, FigureGalleryFragment } from './FigureGallery';

const report = makeFragmentData({ id: reportFixture.id, figures: reportFixture.figures } as never, FigureGalleryFragment);

function Gallery() {
  const [current, setCurrent] = useState<string | null>(null);
  return (
    <AnnounceProvider>
      <FigureGallery report={report} currentFigureId={current} onCurrentFigureChange={setCurrent} />
      <LiveRegion />
    </AnnounceProvider>
  );
}

const signedIn = { request: { query: HeaderViewerQuery }, result: { data: { viewer: { __typename: 'Viewer', id: 'usr-1', fullName: 'Casey Morgan', interceptors: [] } } } };

/** The figures' isSaved, as the page's private query (ReportPagePrivate) leaves it in the cache. */
function savedStateCache() {
  const cache = createCache();
  for (const { id, isSaved } of reportFixture.figures) {
    cache.writeFragment({ fragment: SaveButtonFragment, fragmentName: 'SaveButton_content', data: { __typename: 'Figure', id, isSaved } });
  }
  return cache;
}

function SignedInGallery() {
  return (
    <MockedProvider mocks={[signedIn]} cache={savedStateCache()}>
      <MemoryRouter>
        <Gallery />
      </MemoryRouter>
    </MockedProvider>
  );
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

describe('FigureGallery', () => {
  it('starts at the first figure with Previous disabled', () => {
    render(<SignedInGallery />);
    const region = screen.getByRole('region', { name: 'Figures' });
    within(region).getByText('Figure 1 of 3');
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Figure 1: Budget priorities');
    expect(button('Previous figure').disabled).toBe(true);
    expect(button('Next figure').disabled).toBe(false);
  });

  it('moves forward to the last figure, then Next is disabled and Previous moves back', () => {
    render(<SignedInGallery />);
    fireEvent.click(button('Next figure'));
    screen.getByText('Figure 2 of 3');
    screen.getByRole('img', { name: 'Org chart of a marketing team' });
    fireEvent.click(button('Next figure'));
    screen.getByText('Figure 3 of 3');
    expect(button('Next figure').disabled).toBe(true);
    expect(button('Previous figure').disabled).toBe(false);
    fireEvent.click(button('Previous figure'));
    screen.getByText('Figure 2 of 3');
  });

  it('announces the new position in the live region', () => {
    render(<SignedInGallery />);
    fireEvent.click(button('Next figure'));
    expect(screen.getByTestId('live-region').textContent).toBe('Figure 2 of 3: Figure 2, Team structure');
  });

  it('shows nothing when the report has no figures', () => {
    const empty = makeFragmentData({ __typename: 'Report', id: 'RES100001', figures: [] }, FigureGalleryFragment);
    render(<FigureGallery report={empty} currentFigureId={null} onCurrentFigureChange={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Figures' })).toBeNull();
  });

  it("offers the figure on show to be saved, pressed when it is saved already, and follows the figure", async () => {
    render(<SignedInGallery />);
    const first = await screen.findByRole('button', { name: 'Save Figure 1: Budget priorities' });
    expect(first.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('Next figure'));
    const second = await screen.findByRole('button', { name: 'Save Figure 2: Team structure' });
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save Figure 1: Budget priorities' })).toBeNull();
  });
});

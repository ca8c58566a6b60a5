import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { AnnounceProvider, LiveRegion } from '../../a11y/announce';
import { reportFixture } from '../../test/reportFixture';
import { FigureGallery, FigureGalleryFragment } from './FigureGallery';

const report = makeFragmentData({ figures: reportFixture.figures } as never, FigureGalleryFragment);

function Gallery() {
  const [current, setCurrent] = useState<string | null>(null);
  return (
    <AnnounceProvider>
      <FigureGallery report={report} currentFigureId={current} onCurrentFigureChange={setCurrent} />
      <LiveRegion />
    </AnnounceProvider>
  );
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

describe('FigureGallery', () => {
  it('starts at the first figure with Previous disabled', () => {
    render(<Gallery />);
    const region = screen.getByRole('region', { name: 'Figures' });
    within(region).getByText('Figure 1 of 3');
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Figure 1: Budget priorities');
    expect(button('Previous figure').disabled).toBe(true);
    expect(button('Next figure').disabled).toBe(false);
  });

  it('moves forward to the last figure, then Next is disabled and Previous moves back', () => {
    render(<Gallery />);
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
    render(<Gallery />);
    fireEvent.click(button('Next figure'));
    expect(screen.getByTestId('live-region').textContent).toBe('Figure 2 of 3: Figure 2, Team structure');
  });

  it('shows nothing when the report has no figures', () => {
    const empty = makeFragmentData({ figures: [] }, FigureGalleryFragment);
    render(<FigureGallery report={empty} currentFigureId={null} onCurrentFigureChange={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Figures' })).toBeNull();
  });
});

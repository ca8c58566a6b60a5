import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SurveyControls } from './SurveyControls';
import { surveyListingOf } from './surveyListing';

function renderControls(url = '/surveys/business') {
  function Page() {
    const location = router.state.location;
    return <SurveyControls listing={surveyListingOf('business', new URLSearchParams(location.search))} />;
  }
  const router = createMemoryRouter([{ path: '/surveys/:tabId', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('SurveyControls (spec 3 §5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches the trimmed words 300 ms after typing stops, once', async () => {
    const router = renderControls();
    const box = screen.getByRole('searchbox', { name: 'Search surveys' });
    for (const text of [' l', ' lo', ' loyalty ']) fireEvent.change(box, { target: { value: text } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(router.state.location.search).toBe('');
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?query=loyalty');
    // Spaces around the same words ask nothing new.
    fireEvent.change(box, { target: { value: 'loyalty   ' } });
    await act(async () => vi.advanceTimersByTime(300));
    expect(router.state.location.search).toBe('?query=loyalty');
  });

  it('shows the 30-day default and the four sorts', () => {
    renderControls();
    expect(screen.getByRole('combobox', { name: /Published/ }).textContent).toBe('Last 30 days');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Sort by/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Publish Date', 'Relevance', 'Name A-Z', 'Name Z-A']);
  });
});

// The briefing's landing and confirmation pages (spec 1 §2, §9): what a briefing is, its types,
// the 48-hour lead time, three participants and contact hours, and the way to the form; then what
// happens next once a proposal is sent.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BRIEFING_TYPES, CONTACT_HOURS } from '@portal/domain';
import { Component as LandingPage } from './BriefingLandingPage';
import { Component as ConfirmationPage } from './BriefingConfirmationPage';

function renderAt(element: ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('the briefing landing', () => {
  it('says what a briefing is, its types, the lead time and participants, the contact hours, and links to the form', () => {
    renderAt(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Analyst Briefings' })).toBeDefined();
    const types = screen.getByRole('region', { name: 'Types of briefing' });
    expect(within(types).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...BRIEFING_TYPES]);
    expect(screen.getByText(/at least 48 hours before the call/)).toBeDefined();
    expect(screen.getByText(/Up to 3 people from your company can take part/)).toBeDefined();
    for (const { region, hours } of CONTACT_HOURS) {
      expect(screen.getByText(region)).toBeDefined();
      expect(screen.getByText(hours)).toBeDefined();
    }
    expect(screen.getByRole('link', { name: 'Brief our analysts' }).getAttribute('href')).toBe('/briefing');
  });
});

describe('the briefing confirmation', () => {
  it('says what happens next and leads home', () => {
    renderAt(<ConfirmationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Briefing request received' })).toBeDefined();
    expect(screen.getByText(/at least 48 hours before the call/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/myhome');
  });
});

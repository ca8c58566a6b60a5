import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { makeFragmentData } from '../gql';
import { AlertBanner, AlertBannerFragment } from './AlertBanner';
import { daysUntilExpiry, isAlertBannerVisible } from './alertBannerVisibility';

const DAY_MS = 86_400_000;
const now = new Date('2024-06-01T12:00:00Z');

function banner(overrides: Partial<{ id: string; closeButton: boolean; expiryDate: string }> = {}) {
  return makeFragmentData(
    {
      __typename: 'AlertBanner',
      id: 'AB1',
      title: 'Scheduled maintenance',
      descriptionHtml: '<p>The portal is <strong>read-only</strong> on Sunday.</p>',
      closeButton: true,
      expiryDate: new Date(Date.now() + 2.5 * DAY_MS).toISOString(),
      ...overrides,
    },
    AlertBannerFragment,
  );
}

describe('alert banner rules', () => {
  it('shows a banner with an id and a future expiry that was not dismissed', () => {
    expect(isAlertBannerVisible({ id: 'AB1', expiryDate: '2024-06-02T00:00:00Z' }, undefined, now)).toBe(true);
  });

  it('hides a dismissed, expired, id-less or missing banner', () => {
    expect(isAlertBannerVisible({ id: 'AB1', expiryDate: '2024-06-02T00:00:00Z' }, 'false', now)).toBe(false);
    expect(isAlertBannerVisible({ id: 'AB1', expiryDate: '2024-06-01T11:59:59Z' }, undefined, now)).toBe(false);
    expect(isAlertBannerVisible({ id: '', expiryDate: '2024-06-02T00:00:00Z' }, undefined, now)).toBe(false);
    expect(isAlertBannerVisible(null, undefined, now)).toBe(false);
  });

  it('keeps a dismissal for the days remaining to expiry, rounded up', () => {
    expect(daysUntilExpiry('2024-06-03T00:00:00Z', now)).toBe(2);
    expect(daysUntilExpiry('2024-06-01T13:00:00Z', now)).toBe(1);
    expect(daysUntilExpiry('2024-06-11T12:00:00Z', now)).toBe(10);
  });
});

describe('AlertBanner', () => {
  it('renders the announcement region with its sanitised HTML description', () => {
    render(<AlertBanner banner={banner()} />);
    const region = screen.getByRole('region', { name: 'Site announcement' });
    expect(region.textContent).toContain('Scheduled maintenance');
    expect(region.querySelector('strong')?.textContent).toBe('read-only');
  });

  it('offers no close button when closeButton is false', () => {
    render(<AlertBanner banner={banner({ closeButton: false })} />);
    screen.getByRole('region', { name: 'Site announcement' });
    expect(screen.queryByRole('button', { name: 'Close announcement' })).toBeNull();
  });

  it('closing writes the dismissal cookie for the remaining days, then hides the banner', () => {
    const set = vi.spyOn(Cookies, 'set');
    render(<AlertBanner banner={banner()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(set).toHaveBeenCalledWith('portal_alert_AB1', 'false', expect.objectContaining({ expires: 3 }));
    expect(Cookies.get('portal_alert_AB1')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Site announcement' })).toBeNull();
    set.mockRestore();
  });

  it('stays hidden when its dismissal cookie is already set', () => {
    Cookies.set('portal_alert_AB1', 'false');
    render(<AlertBanner banner={banner()} />);
    expect(screen.queryByRole('region', { name: 'Site announcement' })).toBeNull();
  });

  it('stays hidden once expired', () => {
    render(<AlertBanner banner={banner({ expiryDate: new Date(Date.now() - 1000).toISOString() })} />);
    expect(screen.queryByRole('region', { name: 'Site announcement' })).toBeNull();
  });
});

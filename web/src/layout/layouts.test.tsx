import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../test/renderRoutes';
import { HeaderCartCountQuery } from './CartLink';
import { DefaultLayout, PRIORITY_BANNER_MARGIN } from './DefaultLayout';
import { EmptyLayout } from './EmptyLayout';
import { IntermediaryLayout } from './IntermediaryLayout';
import { MinimalLayout } from './MinimalLayout';
import { SimplisticLayout } from './SimplisticLayout';
import { LayoutAlertBannerQuery } from './SiteAnnouncement';
import { MAIN_CONTENT_ID } from './SkipLink';
import { useToast } from './toast';

/** A page that says hello and raises a toast, as a follow button does. */
function Page() {
  const toast = useToast();
  return (
    <>
      <h1>Hello</h1>
      <button onClick={() => toast.set({ message: 'Saved' })}>Save</button>
    </>
  );
}

const BANNER = {
  __typename: 'AlertBanner' as const,
  id: 'AB1',
  title: 'Scheduled maintenance',
  descriptionHtml: '<p>Read-only on Sunday.</p>',
  closeButton: true,
  expiryDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
};

function renderLayout(Component: NonNullable<RouteObject['Component']>, banner: typeof BANNER | null = null) {
  const link = new MockLink([
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: banner } } },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } } },
  ]);
  return renderRoutes([{ Component, children: [{ path: '/page', Component: Page }] }], '/page', link);
}

describe('the layouts of spec 1 §2', () => {
  it('empty: the page in the main landmark with the live region, no header, footer or skip link', async () => {
    renderLayout(EmptyLayout);
    const main = await screen.findByRole('main');
    expect(main.id).toBe(MAIN_CONTENT_ID);
    within(main).getByRole('heading', { name: 'Hello' });
    within(main).getByTestId('live-region');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).toBeNull();
  });

  it('intermediary: a black header whose logo links to /myhome, and the footer', async () => {
    renderLayout(IntermediaryLayout);
    await screen.findByRole('heading', { name: 'Hello' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Meridian Research home' }).getAttribute('href')).toBe('/myhome');
    expect(getComputedStyle(header).backgroundColor).toBe('rgb(0, 0, 0)');
    // Nothing else in the header leads off the step.
    expect(within(header).getAllByRole('link')).toHaveLength(1);
    expect(within(header).queryByRole('combobox')).toBeNull();
    screen.getByRole('contentinfo');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(`#${MAIN_CONTENT_ID}`);
  });

  it('minimal: a header whose logo is not a link, no footer', async () => {
    renderLayout(MinimalLayout);
    await screen.findByRole('heading', { name: 'Hello' });
    const header = screen.getByRole('banner');
    within(header).getByText('Meridian Research');
    expect(within(header).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('simplistic: header with the logo home link and footer, no navigation, search or alert banner', async () => {
    renderLayout(SimplisticLayout, BANNER);
    await screen.findByRole('heading', { name: 'Hello' });
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/myhome']);
    expect(within(header).queryByRole('combobox')).toBeNull();
    screen.getByRole('contentinfo');
    // The banner query has a banner to show; this layout does not ask for it.
    expect(screen.queryByRole('region', { name: 'Site announcement' })).toBeNull();
  });

  it.each([
    ['empty', EmptyLayout],
    ['intermediary', IntermediaryLayout],
    ['minimal', MinimalLayout],
    ['simplistic', SimplisticLayout],
  ])('%s: a page can raise the toast, inside the main landmark', async (_name, Layout) => {
    renderLayout(Layout);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Saved');
    expect(screen.getByTestId('live-region').textContent).toBe('Saved');
  });
});

describe('the default layout and the priority banner', () => {
  const bottomMargin = () => getComputedStyle(screen.getByTestId('default-layout')).marginBottom;
  const expected = `${PRIORITY_BANNER_MARGIN * 8}px`;

  it('ends with a bottom margin while the banner shows, and drops it once the banner is closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLayout(DefaultLayout, BANNER);
    const banner = await screen.findByRole('region', { name: 'Site announcement' });
    await waitFor(() => expect(bottomMargin()).toBe(expected));
    fireEvent.click(within(banner).getByRole('button', { name: 'Close announcement' }));
    await waitFor(() => expect(bottomMargin()).toBe('0px'));
    vi.restoreAllMocks();
  });

  it('has no bottom margin without a banner', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLayout(DefaultLayout, null);
    await screen.findByRole('heading', { name: 'Hello' });
    expect(bottomMargin()).toBe('0px');
    vi.restoreAllMocks();
  });
});

import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { GROW_MS, GROWN_PERCENT, LEAVE_MS, NavigationProgress } from './NavigationProgress';

function setUp() {
  let finish = () => {};
  const router = createMemoryRouter(
    [
      {
        Component: () => (
          <>
            <NavigationProgress />
            <Link to="/slow">Slow page</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: '/', Component: () => <h1>Start</h1> },
          {
            path: '/slow',
            loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
            Component: () => <h1>Slow</h1>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { finish: () => act(() => finish()) };
}

describe('the top loading bar', () => {
  it('shows while a route loads, growing to 95 % of the width over 5 s', async () => {
    const { finish } = setUp();
    await screen.findByRole('heading', { name: 'Start' });
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    const bar = await screen.findByRole('progressbar', { name: 'Loading page' });
    // An unknown amount done: no value is claimed.
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    const fill = bar.querySelector('.MuiLinearProgress-bar1')!;
    const { animationDuration, animationFillMode, animationName } = getComputedStyle(fill);
    expect(animationDuration).toBe(`${GROW_MS / 1000}s`);
    expect(animationFillMode).toBe('forwards');
    // The keyframes the bar runs end with 95 % of it in view; the track behind it is not drawn.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(new RegExp(`@keyframes ${animationName}\\s*\\{[^}]*translateX\\(-100%\\)[^}]*\\}[^}]*translateX\\(${GROWN_PERCENT - 100}%\\)`));
    expect(getComputedStyle(bar).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    finish();
  });

  it('leaves in 0.5 s once the route has loaded', async () => {
    const { finish } = setUp();
    fireEvent.click(await screen.findByRole('link', { name: 'Slow page' }));
    const bar = await screen.findByRole('progressbar', { name: 'Loading page' });
    finish();
    await screen.findByRole('heading', { name: 'Slow' });
    // Fading: still there, with an opacity transition of 0.5 s.
    expect(bar.isConnected).toBe(true);
    expect(bar.style.transition).toContain(`opacity ${LEAVE_MS}ms`);
    expect(bar.style.opacity).toBe('0');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: LEAVE_MS * 4 });
  });

  it('grows a fresh bar for a navigation that starts while the last one leaves', async () => {
    const { finish } = setUp();
    fireEvent.click(await screen.findByRole('link', { name: 'Slow page' }));
    const first = await screen.findByRole('progressbar', { name: 'Loading page' });
    finish();
    await screen.findByRole('heading', { name: 'Slow' });
    expect(first.style.opacity).toBe('0');
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    await waitFor(() => expect(first.isConnected).toBe(false));
    const second = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(second.style.opacity).not.toBe('0');
    finish();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AnnounceProvider, LiveRegion } from '../a11y/announce';
import { Toast, ToastProvider, useCurrentToast, useToast } from './toast';

function Controls() {
  const toast = useToast();
  const current = useCurrentToast();
  return (
    <>
      <button onClick={() => toast.set({ message: 'You are now following Ada Lovelace' })}>set</button>
      <button onClick={() => toast.set({ message: 'Could not follow Ada Lovelace. Please try again.', severity: 'error' })}>fail</button>
      <button onClick={() => toast.reset()}>reset</button>
      <span data-testid="current">{current ? current.message : 'none'}</span>
    </>
  );
}

function renderToast() {
  render(
    <AnnounceProvider>
      <ToastProvider>
        <Controls />
        <LiveRegion />
        <Toast />
      </ToastProvider>
    </AnnounceProvider>,
  );
}

const toastText = () => screen.queryByRole('status')?.textContent ?? null;

describe('the toast', () => {
  it('set shows it and says it politely through the live region', () => {
    renderToast();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(toastText()).toBe('You are now following Ada Lovelace');
    const region = screen.getByTestId('live-region');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('You are now following Ada Lovelace');
    // The snackbar does not speak too: the live region already has.
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('off');
  });

  it('reset hides it and clears it', async () => {
    renderToast();
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(screen.getByTestId('current').textContent).toBe('You are now following Ada Lovelace');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    // Cleared at once; gone from the page once it has faded out.
    expect(screen.getByTestId('current').textContent).toBe('none');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('a new message replaces the one shown; an error says so by its severity', () => {
    renderToast();
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Could not follow Ada Lovelace. Please try again.']);
    expect(screen.getByRole('status').className).toContain('MuiAlert-colorError');
  });

  it('closes from its close button', async () => {
    renderToast();
    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('current').textContent).toBe('none');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('hides by itself: a success after 6 s, an error after 10 s', () => {
    vi.useFakeTimers();
    try {
      renderToast();
      fireEvent.click(screen.getByRole('button', { name: 'set' }));
      act(() => vi.advanceTimersByTime(5900));
      expect(screen.getByTestId('current').textContent).toBe('You are now following Ada Lovelace');
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByTestId('current').textContent).toBe('none');

      fireEvent.click(screen.getByRole('button', { name: 'fail' }));
      act(() => vi.advanceTimersByTime(9900));
      expect(screen.getByTestId('current').textContent).toBe('Could not follow Ada Lovelace. Please try again.');
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByTestId('current').textContent).toBe('none');
    } finally {
      vi.useRealTimers();
    }
  });
});

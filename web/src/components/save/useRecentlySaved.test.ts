import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { RECENTLY_SAVED_MS } from '@portal/domain';
import { useRecentlySaved } from './useRecentlySaved';

describe('useRecentlySaved (spec 2 §9: the saved indicator stays 2 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is on for exactly 2 seconds after a save', () => {
    expect(RECENTLY_SAVED_MS).toBe(2000);
    const { result } = renderHook(() => useRecentlySaved());
    expect(result.current.recentlySaved).toBe(false);
    act(() => result.current.raise());
    expect(result.current.recentlySaved).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.recentlySaved).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.recentlySaved).toBe(false);
  });

  it('restarts the 2 seconds on another save, and drops at once when a save fails', () => {
    const { result } = renderHook(() => useRecentlySaved());
    act(() => result.current.raise());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.raise());
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.recentlySaved).toBe(true);
    act(() => result.current.drop());
    expect(result.current.recentlySaved).toBe(false);
    // The dropped timer never turns it back on or off later.
    act(() => result.current.raise());
    act(() => vi.advanceTimersByTime(RECENTLY_SAVED_MS));
    expect(result.current.recentlySaved).toBe(false);
  });

  it('leaves no timer behind when unmounted', () => {
    const { result, unmount } = renderHook(() => useRecentlySaved());
    act(() => result.current.raise());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

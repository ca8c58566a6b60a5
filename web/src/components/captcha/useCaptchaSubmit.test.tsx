import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCaptchaSubmit } from './useCaptchaSubmit';

describe('useCaptchaSubmit', () => {
  it("puts the captcha's token on the form before the form's submit runs, and ignores a second press meanwhile", async () => {
    const events: string[] = [];
    let finishSubmit = () => {};
    const submit = () =>
      new Promise<void>((resolve) => {
        events.push('submit');
        finishSubmit = resolve;
      });
    const { result } = renderHook(() => useCaptchaSubmit((token) => events.push(`token ${token}`), submit));
    result.current.captchaRef.current = { getToken: async () => 'executed-v3-token' };

    let first!: Promise<void>;
    await act(async () => {
      first = result.current.onSubmit();
      await Promise.resolve();
    });
    await act(() => result.current.onSubmit());
    expect(events).toEqual(['token executed-v3-token', 'submit']);

    finishSubmit();
    await act(() => first);
    await act(async () => {
      void result.current.onSubmit();
      await Promise.resolve();
    });
    expect(events).toEqual(['token executed-v3-token', 'submit', 'token executed-v3-token', 'submit']);
  });

  it('sends the form as it is when no captcha is shown', async () => {
    const events: string[] = [];
    const { result } = renderHook(() => useCaptchaSubmit((token) => events.push(`token ${token}`), async () => void events.push('submit')));
    await act(() => result.current.onSubmit());
    expect(events).toEqual(['submit']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { pollOrder } from './orderPolling';

const answers = (...list: { status: string; purchase: string | null }[]) => {
  const ask = vi.fn();
  for (const answer of list) ask.mockResolvedValueOnce(answer);
  return ask;
};
const pending = { status: 'pending', purchase: null };

describe('order polling (spec 2 §4)', () => {
  it('asks again every 2 s while pending, and answers paid with the purchase', async () => {
    const sleep = vi.fn().mockResolvedValue(undefined);
    const ask = answers(pending, pending, { status: 'paid', purchase: 'receipt' });
    expect(await pollOrder(ask, { sleep })).toEqual({ status: 'paid', purchase: 'receipt' });
    expect(ask).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[2000], [2000]]);
  });

  it('gives up after 5 retries as pending', async () => {
    const sleep = vi.fn().mockResolvedValue(undefined);
    const ask = vi.fn().mockResolvedValue(pending);
    expect(await pollOrder(ask, { sleep })).toEqual({ status: 'pending' });
    expect(ask).toHaveBeenCalledTimes(6);
    expect(sleep).toHaveBeenCalledTimes(5);
  });

  it('treats any other status as failed, at once', async () => {
    const sleep = vi.fn();
    expect(await pollOrder(answers({ status: 'failed', purchase: null }), { sleep })).toEqual({ status: 'failed' });
    expect(await pollOrder(answers({ status: 'declined', purchase: null }), { sleep })).toEqual({ status: 'failed' });
    expect(sleep).not.toHaveBeenCalled();
  });
});

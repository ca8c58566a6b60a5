// Spec 2 §4 order processing after payment, by session id: a 'pending' answer is asked again every
// 2 seconds, up to 5 retries, then the order is pending; 'failed' (or any other status) is failed;
// 'paid' carries the purchase response.
export const ORDER_POLL_RETRIES = 5;
export const ORDER_POLL_INTERVAL_MS = 2000;

export type PolledOrder<P> = { status: 'paid'; purchase: P } | { status: 'pending' } | { status: 'failed' };

export interface PollOptions {
  retries?: number;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function pollOrder<P>(ask: () => Promise<{ status: string; purchase: P | null }>, options: PollOptions = {}): Promise<PolledOrder<P>> {
  const { retries = ORDER_POLL_RETRIES, intervalMs = ORDER_POLL_INTERVAL_MS, sleep = wait } = options;
  for (let attempt = 0; ; attempt++) {
    const answer = await ask();
    if (answer.status === 'paid' && answer.purchase) return { status: 'paid', purchase: answer.purchase };
    if (answer.status !== 'pending') return { status: 'failed' };
    if (attempt >= retries) return { status: 'pending' };
    await sleep(intervalMs);
  }
}

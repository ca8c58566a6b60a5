// Spec 2 §7, §8: last-viewed is tried up to 3 times, 5 s apart; after the last failure the
// caller shows no status. The delay is a parameter so tests can use milliseconds.
import pRetry from 'p-retry';

export const LAST_VIEWED_ATTEMPTS = 3;
export const LAST_VIEWED_RETRY_DELAY_MS = 5000;

/** `attempt` until it succeeds, at most `attempts` times, `delayMs` apart (no backoff, no jitter). */
export function withRetries<T>(attempt: () => Promise<T>, attempts: number, delayMs: number): Promise<T> {
  return pRetry(attempt, { retries: attempts - 1, factor: 1, minTimeout: delayMs, maxTimeout: delayMs, randomize: false });
}

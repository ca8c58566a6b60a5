// Spec 2 §7, §8: last-viewed is tried up to 3 times, 5 s apart; after the last failure the
// caller shows no status. The delay is a parameter so tests can use milliseconds.
export const LAST_VIEWED_ATTEMPTS = 3;
export const LAST_VIEWED_RETRY_DELAY_MS = 5000;

export async function withRetries<T>(attempt: () => Promise<T>, attempts: number, delayMs: number): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

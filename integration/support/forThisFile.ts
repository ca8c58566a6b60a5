// One thing a test file starts before its tests and stops after them (a stack, a mail sink), so
// that each file does not write the same beforeAll/afterAll pair and a `let` to hold what started.
import { beforeAll } from 'vitest';

/**
 * Registers a beforeAll that starts the thing and hands back a handle that reads it once started:
 * the file writes `stack.gatewayUrl` inside its tests as before. The stop runs after the file's own
 * afterAll hooks (vitest runs a beforeAll's returned teardown then, last started first stopped),
 * so a file may still use what it started while it cleans up.
 */
export function forThisFile<T extends object>(what: string, start: () => Promise<T>, stop: (started: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    const running = started;
    return () => stop(running);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error(`${what} is read before its beforeAll has started it`);
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

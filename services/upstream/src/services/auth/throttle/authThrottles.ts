// The two throttles of the built-in provider: password sign-in (per e-mail address and IP) and
// client authentication at the token endpoint (per client id and IP), with their messages.
import type { Logger } from 'pino';
import { AttemptThrottle, throttleStoreFromEnv, waitInWords } from './attemptThrottle.js';
import { throttleSettingsFromEnv } from './throttleSettings.js';

export interface AuthThrottles {
  signIn: AttemptThrottle;
  clientSecret: AttemptThrottle;
  close(): Promise<void>;
}

export function authThrottlesFromEnv(env: NodeJS.ProcessEnv, logger: Logger): AuthThrottles {
  const settings = throttleSettingsFromEnv(env);
  const store = throttleStoreFromEnv(env, logger);
  return {
    signIn: new AttemptThrottle(store, 'signin', settings),
    clientSecret: new AttemptThrottle(store, 'client', settings),
    close: () => store.close(),
  };
}

/** Shown on the login page while an account or address must wait or is locked. */
export function signInLockedMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. For your security, sign-in is paused: try again in ${waitInWords(retryAfterSeconds)}.`;
}

/** The token endpoint's error_description while a client id or address must wait or is locked. */
export function clientLockedMessage(retryAfterSeconds: number): string {
  return `Too many failed client authentication attempts: try again in ${waitInWords(retryAfterSeconds)}.`;
}

// How hard guessing is made, from the environment (documented in the README). Defaults: after 3
// failures in a row each further one makes the account wait (1 s, 2 s, 4 s ... doubling), the
// 10th locks it for 15 minutes; one IP is locked after 50 failures across accounts, which leaves
// room for an office behind one address.
import { wholeNumberSetting } from '../../../wholeNumberSetting.js';
export interface ThrottleSettings {
  /** Failures in a row (per account or client id) after which each failure adds a growing wait. */
  backoffAfter: number;
  /** Failures in a row (per account or client id) that lock it for `lockSeconds`. */
  lockAfter: number;
  /** Failures from one IP address (any account) that lock that address for `lockSeconds`. */
  ipLockAfter: number;
  lockSeconds: number;
}

export const DEFAULT_THROTTLE_SETTINGS: ThrottleSettings = { backoffAfter: 3, lockAfter: 10, ipLockAfter: 50, lockSeconds: 15 * 60 };

export function throttleSettingsFromEnv(env: NodeJS.ProcessEnv): ThrottleSettings {
  const settings: ThrottleSettings = {
    backoffAfter: wholeNumberSetting(env, 'AUTH_BACKOFF_AFTER_FAILURES', DEFAULT_THROTTLE_SETTINGS.backoffAfter),
    lockAfter: wholeNumberSetting(env, 'AUTH_LOCK_AFTER_FAILURES', DEFAULT_THROTTLE_SETTINGS.lockAfter),
    ipLockAfter: wholeNumberSetting(env, 'AUTH_IP_LOCK_AFTER_FAILURES', DEFAULT_THROTTLE_SETTINGS.ipLockAfter),
    lockSeconds: wholeNumberSetting(env, 'AUTH_LOCK_SECONDS', DEFAULT_THROTTLE_SETTINGS.lockSeconds),
  };
  return settings;
}

/** How long the account waits after its `failures`-th failure in a row: 0, then doubling, then the lock. */
export function waitAfterFailures(failures: number, settings: ThrottleSettings): number {
  if (failures >= settings.lockAfter) return settings.lockSeconds;
  if (failures < settings.backoffAfter) return 0;
  return Math.min(settings.lockSeconds, 2 ** (failures - settings.backoffAfter));
}

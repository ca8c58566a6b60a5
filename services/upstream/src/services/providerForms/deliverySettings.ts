// How the provider's copy of each form submission is delivered (environment, documented in the
// README): where to, how fast retries back off, how long a claim holds, how often due rows are
// polled. Tests shorten the backoff to see a retry within seconds.
import { wholeNumberSetting } from '../../wholeNumberSetting.js';

export const DEFAULT_PROVIDER_FORMS_MAIL_TO = 'forms@meridian.example';

export interface DeliverySettings {
  /** The provider's address for submissions (PROVIDER_FORMS_MAIL_TO). */
  to: string;
  /** The wait after the first failed attempt; it doubles with each further one... */
  retryFirstMs: number;
  /** ...up to this. */
  retryMaxMs: number;
  /** How long a claimed row is left to its dispatcher before another may take it. */
  leaseMs: number;
  /** How often due rows are looked for besides the wake-up after each submission. */
  pollMs: number;
  /** Rows claimed per round. */
  batchSize: number;
}

export const DEFAULT_DELIVERY_SETTINGS: Omit<DeliverySettings, 'to'> = {
  retryFirstMs: 1000,
  retryMaxMs: 5 * 60 * 1000,
  leaseMs: 2 * 60 * 1000,
  pollMs: 5000,
  batchSize: 20,
};

export function deliverySettingsFromEnv(env: NodeJS.ProcessEnv): DeliverySettings {
  const settings: DeliverySettings = {
    to: env.PROVIDER_FORMS_MAIL_TO || DEFAULT_PROVIDER_FORMS_MAIL_TO,
    retryFirstMs: wholeNumberSetting(env, 'PROVIDER_FORMS_RETRY_FIRST_MS', DEFAULT_DELIVERY_SETTINGS.retryFirstMs),
    retryMaxMs: wholeNumberSetting(env, 'PROVIDER_FORMS_RETRY_MAX_MS', DEFAULT_DELIVERY_SETTINGS.retryMaxMs),
    leaseMs: wholeNumberSetting(env, 'PROVIDER_FORMS_LEASE_MS', DEFAULT_DELIVERY_SETTINGS.leaseMs),
    pollMs: wholeNumberSetting(env, 'PROVIDER_FORMS_POLL_MS', DEFAULT_DELIVERY_SETTINGS.pollMs),
    batchSize: DEFAULT_DELIVERY_SETTINGS.batchSize,
  };
  if (settings.retryMaxMs < settings.retryFirstMs) throw new Error('PROVIDER_FORMS_RETRY_MAX_MS must be at least PROVIDER_FORMS_RETRY_FIRST_MS');
  return settings;
}

/** The wait after the `attempts`-th failed attempt in a row: first, doubling, capped. */
export function retryDelayMs(attempts: number, settings: Pick<DeliverySettings, 'retryFirstMs' | 'retryMaxMs'>): number {
  const doublings = Math.max(0, attempts - 1);
  // 2 ** 60 would lose precision, and the cap is reached long before.
  return Math.min(settings.retryMaxMs, settings.retryFirstMs * 2 ** Math.min(doublings, 40));
}

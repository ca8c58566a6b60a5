// How many forms one reader may send (FORM_SUBMISSION_LIMIT in packages/domain): counted per
// reader (the signed-in user, or a visitor's client address) and per e-mail address, with
// rate-limiter-flexible in the auth throttle's store (Redis when REDIS_URL is set, shared by every
// upstream instance; in memory otherwise). Only a submission that passed validation and the
// captcha is counted. PROVIDER_FORMS_RATE_LIMIT_POINTS raises the budget (the e2e suite, whose
// specs submit many forms from one address).
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { FORM_SUBMISSION_LIMIT } from '@portal/domain';
import type { ThrottleStore } from '../auth/throttle/attemptThrottle.js';
import { normaliseEmail } from '../auth/userStore.js';

export interface SubmissionLimitSettings {
  points: number;
  windowSeconds: number;
}

export function submissionLimitSettingsFromEnv(env: NodeJS.ProcessEnv): SubmissionLimitSettings {
  const raw = env.PROVIDER_FORMS_RATE_LIMIT_POINTS;
  if (raw === undefined || raw === '') return { ...FORM_SUBMISSION_LIMIT };
  const points = Number(raw);
  if (!Number.isInteger(points) || points < 1) throw new Error(`PROVIDER_FORMS_RATE_LIMIT_POINTS must be a whole number of at least 1 (got '${raw}')`);
  return { points, windowSeconds: FORM_SUBMISSION_LIMIT.windowSeconds };
}

export interface Submitter {
  /** The signed-in user's id; null for a visitor, who is counted by `clientIp`. */
  userId: string | null;
  clientIp: string;
  email: string;
}

export class SubmissionLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(store: ThrottleStore, settings: SubmissionLimitSettings) {
    this.limiter = store.limiter({ keyPrefix: 'forms:', points: settings.points, duration: settings.windowSeconds });
  }

  /** Counts one submission; when the reader or the address is over the limit, how long until the next. */
  async consume({ userId, clientIp, email }: Submitter): Promise<{ retryAfterSeconds: number } | undefined> {
    const keys = [userId ? `user:${userId}` : `ip:${clientIp}`, `email:${normaliseEmail(email)}`];
    const outcomes = await Promise.allSettled(keys.map((key) => this.limiter.consume(key)));
    const refusals = outcomes.flatMap((outcome) => {
      if (outcome.status === 'fulfilled') return [];
      // A store error (not a refusal) is no reason to refuse a reader: the insurance limiter answers for Redis.
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      return [Math.max(1, Math.ceil(outcome.reason.msBeforeNext / 1000))];
    });
    return refusals.length > 0 ? { retryAfterSeconds: Math.max(...refusals) } : undefined;
  }
}

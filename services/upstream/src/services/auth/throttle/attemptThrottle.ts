// Throttles guesses of a secret (a user's password, a partner's client secret) per subject (the
// normalised e-mail, the client id) and per client IP, with rate-limiter-flexible's counters and
// blocks: in Redis when REDIS_URL is set, so every upstream instance sees the same counts (and
// in memory while Redis is unreachable), otherwise in memory.
//
// An attempt is counted as a failure before the secret is checked and forgiven when it proves
// right, so parallel guesses cannot all slip in before the first failure is written. While a
// subject or an IP is locked, no attempt is checked at all: the right secret is refused too.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import { waitAfterFailures, type ThrottleSettings } from './throttleSettings.js';

const DAY = 24 * 60 * 60;

export interface AttemptSubjects {
  /** The account or client the secret is for, normalised by the caller; none: counted per IP only. */
  subject?: string;
  ip: string;
}

/** Refused: how long until the next attempt is looked at. */
export interface Lockout {
  retryAfterSeconds: number;
}

export interface ThrottleStore {
  limiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract;
  close(): Promise<void>;
}

export function throttleStoreFromEnv(env: NodeJS.ProcessEnv, logger: Logger): ThrottleStore {
  if (!env.REDIS_URL) return { limiter: (options) => new RateLimiterMemory(options), close: async () => {} };
  // No offline queue: while Redis is away a call fails at once and the in-memory insurance answers.
  const redis = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => logger.warn({ err: error }, 'attempt throttle: Redis unreachable, counting in memory'));
  const prefix = `${env.REDIS_PREFIX ?? 'portal:'}upstream:throttle:`;
  return {
    limiter: (options) =>
      new RateLimiterRedis({ ...options, keyPrefix: `${prefix}${options.keyPrefix}`, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) }),
    close: async () => {
      redis.disconnect();
    },
  };
}

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export class AttemptThrottle {
  private readonly failures: RateLimiterAbstract;
  private readonly ipFailures: RateLimiterAbstract;
  // A block is a counter pushed past its single point until it expires.
  private readonly locks: RateLimiterAbstract;

  constructor(store: ThrottleStore, name: string, private readonly settings: ThrottleSettings) {
    // Failures in a row are forgotten a day after the first, or at once on a success.
    this.failures = store.limiter({ keyPrefix: `${name}:fail:`, points: Number.MAX_SAFE_INTEGER, duration: DAY });
    this.ipFailures = store.limiter({ keyPrefix: `${name}:ipfail:`, points: Number.MAX_SAFE_INTEGER, duration: settings.lockSeconds });
    this.locks = store.limiter({ keyPrefix: `${name}:lock:`, points: 1, duration: settings.lockSeconds });
  }

  /** Counts an attempt, or refuses it while its subject or IP is locked or waiting. */
  async begin({ subject, ip }: AttemptSubjects): Promise<Lockout | undefined> {
    const [subjectLock, ipLock] = await Promise.all([subject === undefined ? null : this.locks.get(`s:${subject}`), this.locks.get(`ip:${ip}`)]);
    const waits = [subjectLock, ipLock].filter((res): res is RateLimiterRes => res !== null && res.consumedPoints > 1).map(secondsOf);
    if (waits.length > 0) return { retryAfterSeconds: Math.max(...waits) };
    const [failures, ipFailures] = await Promise.all([subject === undefined ? undefined : this.failures.penalty(`s:${subject}`), this.ipFailures.penalty(`ip:${ip}`)]);
    // Concurrent attempts past the lock threshold: refused before their secret is looked at.
    if ((failures?.consumedPoints ?? 0) > this.settings.lockAfter || ipFailures.consumedPoints > this.settings.ipLockAfter) {
      return { retryAfterSeconds: this.settings.lockSeconds };
    }
    return undefined;
  }

  /** The secret was wrong: the subject waits longer (then is locked), the IP is locked past its threshold. */
  async failed({ subject, ip }: AttemptSubjects): Promise<Lockout | undefined> {
    const [failures, ipFailures] = await Promise.all([subject === undefined ? null : this.failures.get(`s:${subject}`), this.ipFailures.get(`ip:${ip}`)]);
    const subjectWait = subject === undefined ? 0 : waitAfterFailures(failures?.consumedPoints ?? 0, this.settings);
    const ipWait = (ipFailures?.consumedPoints ?? 0) >= this.settings.ipLockAfter ? this.settings.lockSeconds : 0;
    await Promise.all([
      subjectWait > 0 ? this.locks.block(`s:${subject}`, subjectWait) : undefined,
      ipWait > 0 ? this.locks.block(`ip:${ip}`, ipWait) : undefined,
    ]);
    const wait = Math.max(subjectWait, ipWait);
    return wait > 0 ? { retryAfterSeconds: wait } : undefined;
  }

  /** The secret was right: the subject's failures are forgotten; the IP's count only loses this attempt. */
  async succeeded({ subject, ip }: AttemptSubjects): Promise<void> {
    await Promise.all([subject === undefined ? undefined : this.failures.delete(`s:${subject}`), this.ipFailures.reward(`ip:${ip}`, 1)]);
  }
}

// Unit names and plurals from Intl rather than our own.
const inSeconds = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'second', unitDisplay: 'long' });
const inMinutes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'minute', unitDisplay: 'long' });

/** "45 seconds", "15 minutes": the wait in the words of the lock message. */
export function waitInWords(seconds: number): string {
  return seconds < 60 ? inSeconds.format(seconds) : inMinutes.format(Math.ceil(seconds / 60));
}

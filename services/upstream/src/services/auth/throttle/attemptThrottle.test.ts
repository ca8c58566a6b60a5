// The throttle's rules without a server or a clock to wait on: counting, the backoff's growing
// waits, the lock, the IP lock across subjects, and forgiveness on success. In memory here; the
// integration test (integration/security/auth-throttle.test.ts) runs it on Redis through the gateway.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { AttemptThrottle, waitInWords, type ThrottleStore } from './attemptThrottle.js';
import { basicClientId } from './clientSecretThrottle.js';
import { throttleSettingsFromEnv, waitAfterFailures, type ThrottleSettings } from './throttleSettings.js';

const memory: ThrottleStore = { limiter: (options) => new RateLimiterMemory(options), close: async () => {} };
const SETTINGS: ThrottleSettings = { backoffAfter: 3, lockAfter: 6, ipLockAfter: 10, lockSeconds: 900 };

/** One wrong attempt as the login page makes it: begin, then failed unless refused. */
async function wrong(throttle: AttemptThrottle, subject: string | undefined, ip = '203.0.113.7') {
  const refused = await throttle.begin({ subject, ip });
  return refused ? { refused } : { after: await throttle.failed({ subject, ip }) };
}

describe('waitAfterFailures', () => {
  it('waits nothing at first, then doubles from one second, then locks', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => waitAfterFailures(n, SETTINGS))).toEqual([0, 0, 1, 2, 4, 900, 900]);
  });

  it('never waits longer than the lock', () => {
    expect(waitAfterFailures(30, { ...SETTINGS, lockAfter: 100, lockSeconds: 60 })).toBe(60);
  });
});

describe('AttemptThrottle', () => {
  it('lets the first failures through, then makes each further attempt wait, the right secret too', async () => {
    const throttle = new AttemptThrottle(memory, 't1', SETTINGS);
    expect(await wrong(throttle, 'a@example.com')).toEqual({ after: undefined });
    expect(await wrong(throttle, 'a@example.com')).toEqual({ after: undefined });
    expect(await wrong(throttle, 'a@example.com')).toEqual({ after: { retryAfterSeconds: 1 } });
    // Within that second nothing is checked, whatever the secret.
    expect(await throttle.begin({ subject: 'a@example.com', ip: '198.51.100.1' })).toEqual({ retryAfterSeconds: 1 });
    // Another account from the same address is not held up by it.
    expect(await throttle.begin({ subject: 'b@example.com', ip: '203.0.113.7' })).toBeUndefined();
  });

  it('locks the subject at the threshold for the lock duration', async () => {
    const throttle = new AttemptThrottle(memory, 't2', { ...SETTINGS, backoffAfter: 6 });
    for (let i = 0; i < 5; i++) expect(await wrong(throttle, 'a@example.com')).toEqual({ after: undefined });
    expect(await wrong(throttle, 'a@example.com')).toEqual({ after: { retryAfterSeconds: 900 } });
    const refused = await throttle.begin({ subject: 'a@example.com', ip: '192.0.2.1' });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(890);
  });

  it('locks an address that fails across subjects, for every subject', async () => {
    const throttle = new AttemptThrottle(memory, 't3', { ...SETTINGS, backoffAfter: 6 });
    for (let i = 0; i < 9; i++) expect(await wrong(throttle, `user-${i}@example.com`)).toEqual({ after: undefined });
    expect(await wrong(throttle, 'user-9@example.com')).toEqual({ after: { retryAfterSeconds: 900 } });
    expect(await throttle.begin({ subject: 'innocent@example.com', ip: '203.0.113.7' })).toEqual({ retryAfterSeconds: 900 });
    expect(await throttle.begin({ subject: 'innocent@example.com', ip: '192.0.2.1' })).toBeUndefined();
  });

  it('forgets the subject’s failures on a success, but not the address’s', async () => {
    const throttle = new AttemptThrottle(memory, 't4', { ...SETTINGS, backoffAfter: 6, ipLockAfter: 8 });
    for (let i = 0; i < 5; i++) await wrong(throttle, 'a@example.com');
    expect(await throttle.begin({ subject: 'a@example.com', ip: '203.0.113.7' })).toBeUndefined();
    await throttle.succeeded({ subject: 'a@example.com', ip: '203.0.113.7' });
    // The account's next failures start from one again (no wait)...
    for (let i = 0; i < 2; i++) expect(await wrong(throttle, 'a@example.com')).toEqual({ after: undefined });
    // ...but the address's count kept the first five: the eighth failure from it locks it.
    expect(await wrong(throttle, 'a@example.com')).toEqual({ after: { retryAfterSeconds: 900 } });
  });

  it('counts an attempt without a subject against its address only', async () => {
    const throttle = new AttemptThrottle(memory, 't6', { ...SETTINGS, backoffAfter: 2, lockAfter: 2, ipLockAfter: 3 });
    for (let i = 0; i < 2; i++) expect(await wrong(throttle, undefined)).toEqual({ after: undefined });
    expect(await wrong(throttle, undefined)).toEqual({ after: { retryAfterSeconds: 900 } });
    expect(await throttle.begin({ ip: '192.0.2.1' })).toBeUndefined();
  });

  it('refuses concurrent attempts past the threshold before their secret is checked', async () => {
    const throttle = new AttemptThrottle(memory, 't5', { ...SETTINGS, backoffAfter: 3, lockAfter: 3 });
    const begun = await Promise.all(Array.from({ length: 10 }, () => throttle.begin({ subject: 'a@example.com', ip: '203.0.113.7' })));
    expect(begun.filter((refused) => refused === undefined)).toHaveLength(3);
  });
});

describe('settings and words', () => {
  it('read the AUTH_* variables, default the rest, and refuse nonsense', () => {
    expect(throttleSettingsFromEnv({ AUTH_LOCK_AFTER_FAILURES: '4', AUTH_LOCK_SECONDS: '60' })).toEqual({ backoffAfter: 3, lockAfter: 4, ipLockAfter: 50, lockSeconds: 60 });
    expect(() => throttleSettingsFromEnv({ AUTH_LOCK_SECONDS: '0' })).toThrow('AUTH_LOCK_SECONDS must be a whole number of at least 1');
    expect(() => throttleSettingsFromEnv({ AUTH_IP_LOCK_AFTER_FAILURES: 'ten' })).toThrow('AUTH_IP_LOCK_AFTER_FAILURES');
  });

  it('say the wait in seconds or whole minutes', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(899)).toBe('15 minutes');
  });
});

describe('basicClientId', () => {
  const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
  it('reads the form-encoded client id of HTTP Basic credentials', () => {
    expect(basicClientId(basic('partner-one:secret'))).toBe('partner-one');
    expect(basicClientId(basic('a%20b+c:secret:with:colons'))).toBe('a b c');
  });
  it('is undefined without usable Basic credentials', () => {
    expect(basicClientId(undefined)).toBeUndefined();
    expect(basicClientId('Bearer abc')).toBeUndefined();
    expect(basicClientId(basic('no-colon'))).toBeUndefined();
    expect(basicClientId(basic('%E0%A4%A:secret'))).toBeUndefined();
  });
});

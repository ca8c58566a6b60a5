// The embedded default: the identity migrations, one-time tokens (single use, expiry, revocation,
// a race of two redemptions) and registration state on PGlite. (The mailers: mail/mailer.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../../testing/migratedDatabase.js';
import { migratedForFile } from '../../testing/fileDatabase.js';
import { hashSecretToken } from '../../http/secretTokens.js';
import { issueToken, peekToken, revokeTokens, takeToken, tokensIssuedSince } from './oneTimeTokens.js';
import { openInterceptors, registrationStateOf, startRegistration, updateRegistration } from './registrationStore.js';

const user = { id: 'usr-1', email: 'ada@example.com' };

const database = migratedForFile(() => migratedPglite('identity'), 60_000);
beforeAll(() => {
  expect(database.handle.kind).toBe('pglite');
});

describe('one-time tokens', () => {
  it('store only a hash, and are taken once', async () => {
    const token = await issueToken(database.handle.db, 'passwordless', user, 60_000);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashSecretToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(await peekToken(database.handle.db, 'passwordless', token)).toEqual({ userId: user.id, email: user.email });
    // Another purpose's token is not this one.
    expect(await takeToken(database.handle.db, 'password_reset', token)).toBeUndefined();
    const [first, second] = await Promise.all([takeToken(database.handle.db, 'passwordless', token), takeToken(database.handle.db, 'passwordless', token)]);
    expect([first, second].filter(Boolean)).toEqual([{ userId: user.id, email: user.email }]);
    expect(await peekToken(database.handle.db, 'passwordless', token)).toBeUndefined();
  });

  it('expire', async () => {
    const issuedAt = new Date('2026-01-01T00:00:00Z');
    const token = await issueToken(database.handle.db, 'password_reset', user, 60_000, issuedAt);
    expect(await peekToken(database.handle.db, 'password_reset', token, new Date('2026-01-01T00:00:59Z'))).toBeDefined();
    expect(await takeToken(database.handle.db, 'password_reset', token, new Date('2026-01-01T00:01:00Z'))).toBeUndefined();
  });

  it('are revoked together, and malformed ones never reach a query', async () => {
    const a = await issueToken(database.handle.db, 'password_reset', { id: 'usr-2', email: 'b@example.com' }, 60_000);
    const b = await issueToken(database.handle.db, 'password_reset', { id: 'usr-2', email: 'b@example.com' }, 60_000);
    await revokeTokens(database.handle.db, 'password_reset', 'usr-2');
    expect(await takeToken(database.handle.db, 'password_reset', a)).toBeUndefined();
    expect(await takeToken(database.handle.db, 'password_reset', b)).toBeUndefined();
    expect(await takeToken(database.handle.db, 'password_reset', "' or 1=1 --")).toBeUndefined();
  });
});

describe('registration state', () => {
  it('has nothing open without a row, and closes each interceptor as it is done', async () => {
    expect(openInterceptors(await registrationStateOf(database.handle.db, 'usr-none'))).toEqual([]);
    await startRegistration(database.handle.db, 'usr-new');
    expect(openInterceptors(await registrationStateOf(database.handle.db, 'usr-new'))).toEqual(['business-profile', 'business-terms']);
    await updateRegistration(database.handle.db, 'usr-new', { profileComplete: true });
    expect(openInterceptors(await registrationStateOf(database.handle.db, 'usr-new'))).toEqual(['business-terms']);
    await updateRegistration(database.handle.db, 'usr-new', { tncAccepted: true });
    expect(openInterceptors(await registrationStateOf(database.handle.db, 'usr-new'))).toEqual([]);
  });
});

describe('throttling', () => {
  it('counts the tokens a user was sent within a window', async () => {
    const since = new Date(Date.now() - 60_000);
    expect(await tokensIssuedSince(database.handle.db, 'passwordless', 'usr-3', since)).toBe(0);
    await issueToken(database.handle.db, 'passwordless', { id: 'usr-3', email: 'c@example.com' }, 60_000);
    await issueToken(database.handle.db, 'passwordless', { id: 'usr-3', email: 'c@example.com' }, 60_000);
    await issueToken(database.handle.db, 'password_reset', { id: 'usr-3', email: 'c@example.com' }, 60_000);
    expect(await tokensIssuedSince(database.handle.db, 'passwordless', 'usr-3', since)).toBe(2);
    expect(await tokensIssuedSince(database.handle.db, 'passwordless', 'usr-3', new Date(Date.now() + 60_000))).toBe(0);
  });
});

// The embedded default: the identity migrations, one-time tokens (single use, expiry, revocation,
// a race of two redemptions) and registration state on PGlite. (The mailers: mail/mailer.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { migratedPglite, type MigratedDatabase } from '../../testing/migratedDatabase.js';
import { hashToken, issueToken, peekToken, revokeTokens, takeToken, tokensIssuedSince } from './oneTimeTokens.js';
import { openInterceptors, registrationStateOf, startRegistration, updateRegistration } from './registrationStore.js';

let database: MigratedDatabase;
let handle: DatabaseHandle;
const user = { id: 'usr-1', email: 'ada@example.com' };

beforeAll(async () => {
  database = await migratedPglite('identity');
  ({ handle } = database);
  expect(handle.kind).toBe('pglite');
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('one-time tokens', () => {
  it('store only a hash, and are taken once', async () => {
    const token = await issueToken(handle.db, 'passwordless', user, 60_000);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(await peekToken(handle.db, 'passwordless', token)).toEqual({ userId: user.id, email: user.email });
    // Another purpose's token is not this one.
    expect(await takeToken(handle.db, 'password_reset', token)).toBeUndefined();
    const [first, second] = await Promise.all([takeToken(handle.db, 'passwordless', token), takeToken(handle.db, 'passwordless', token)]);
    expect([first, second].filter(Boolean)).toEqual([{ userId: user.id, email: user.email }]);
    expect(await peekToken(handle.db, 'passwordless', token)).toBeUndefined();
  });

  it('expire', async () => {
    const issuedAt = new Date('2026-01-01T00:00:00Z');
    const token = await issueToken(handle.db, 'password_reset', user, 60_000, issuedAt);
    expect(await peekToken(handle.db, 'password_reset', token, new Date('2026-01-01T00:00:59Z'))).toBeDefined();
    expect(await takeToken(handle.db, 'password_reset', token, new Date('2026-01-01T00:01:00Z'))).toBeUndefined();
  });

  it('are revoked together, and malformed ones never reach a query', async () => {
    const a = await issueToken(handle.db, 'password_reset', { id: 'usr-2', email: 'b@example.com' }, 60_000);
    const b = await issueToken(handle.db, 'password_reset', { id: 'usr-2', email: 'b@example.com' }, 60_000);
    await revokeTokens(handle.db, 'password_reset', 'usr-2');
    expect(await takeToken(handle.db, 'password_reset', a)).toBeUndefined();
    expect(await takeToken(handle.db, 'password_reset', b)).toBeUndefined();
    expect(await takeToken(handle.db, 'password_reset', "' or 1=1 --")).toBeUndefined();
  });
});

describe('registration state', () => {
  it('has nothing open without a row, and closes each interceptor as it is done', async () => {
    expect(openInterceptors(await registrationStateOf(handle.db, 'usr-none'))).toEqual([]);
    await startRegistration(handle.db, 'usr-new');
    expect(openInterceptors(await registrationStateOf(handle.db, 'usr-new'))).toEqual(['business-profile', 'business-terms']);
    await updateRegistration(handle.db, 'usr-new', { profileComplete: true });
    expect(openInterceptors(await registrationStateOf(handle.db, 'usr-new'))).toEqual(['business-terms']);
    await updateRegistration(handle.db, 'usr-new', { tncAccepted: true });
    expect(openInterceptors(await registrationStateOf(handle.db, 'usr-new'))).toEqual([]);
  });
});

describe('throttling', () => {
  it('counts the tokens a user was sent within a window', async () => {
    const since = new Date(Date.now() - 60_000);
    expect(await tokensIssuedSince(handle.db, 'passwordless', 'usr-3', since)).toBe(0);
    await issueToken(handle.db, 'passwordless', { id: 'usr-3', email: 'c@example.com' }, 60_000);
    await issueToken(handle.db, 'passwordless', { id: 'usr-3', email: 'c@example.com' }, 60_000);
    await issueToken(handle.db, 'password_reset', { id: 'usr-3', email: 'c@example.com' }, 60_000);
    expect(await tokensIssuedSince(handle.db, 'passwordless', 'usr-3', since)).toBe(2);
    expect(await tokensIssuedSince(handle.db, 'passwordless', 'usr-3', new Date(Date.now() + 60_000))).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { testLogger } from '../testing/index.js';
import { contextFromHeaders } from './contextFromHeaders.js';
import { signUserContext } from './userContext.js';

const secret = 'test-secret-with-enough-length-0123456789';
const options = { userContextSecret: secret, logger: testLogger() };

describe('contextFromHeaders', () => {
  it('reads the user from a signed x-portal-user', async () => {
    const token = await signUserContext({ id: 'u-42', email: 'ada@example.com', fullName: 'Ada L', userType: 'client' }, secret);
    const ctx = await contextFromHeaders({ 'x-portal-user': token }, options);
    expect(ctx.user).toEqual({ id: 'u-42', email: 'ada@example.com', fullName: 'Ada L', userType: 'client' });
    // Kept as received, for the REST clients to forward to upstream.
    expect(ctx.userContextToken).toBe(token);
  });

  it.each([
    ['absent', undefined],
    ['garbage', 'not-a-jws'],
  ])('is logged out when the header is %s', async (_label, value) => {
    const ctx = await contextFromHeaders({ 'x-portal-user': value }, options);
    expect(ctx.user).toBeNull();
    expect(ctx.userContextToken).toBeNull();
  });

  it('is logged out when signed with another secret', async () => {
    const token = await signUserContext({ id: 'u-1' }, 'another-secret-0123456789-0123456789');
    const ctx = await contextFromHeaders({ 'x-portal-user': token }, options);
    expect(ctx.user).toBeNull();
    // A token that did not verify is not forwarded either.
    expect(ctx.userContextToken).toBeNull();
  });

  it('is logged out when the signature has expired', async () => {
    const token = await signUserContext({ id: 'u-1' }, secret, '-1m');
    expect((await contextFromHeaders({ 'x-portal-user': token }, options)).user).toBeNull();
  });

  it('is logged out when no secret is configured, even for a valid token', async () => {
    const token = await signUserContext({ id: 'u-1' }, secret);
    const ctx = await contextFromHeaders({ 'x-portal-user': token }, { ...options, userContextSecret: undefined });
    expect(ctx.user).toBeNull();
  });

  it('keeps a UUID visitor id and drops anything else', async () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect((await contextFromHeaders({ 'x-unregistered-user-id': uuid }, options)).unregisteredUserId).toBe(uuid);
    expect((await contextFromHeaders({ 'x-unregistered-user-id': 'robert;drop' }, options)).unregisteredUserId).toBeNull();
  });

  it("keeps the gateway's client address when it is one, and nothing else", async () => {
    expect((await contextFromHeaders({ 'x-portal-client-ip': '198.51.100.4' }, options)).clientIp).toBe('198.51.100.4');
    expect((await contextFromHeaders({ 'x-portal-client-ip': '1.2.3.4, 5.6.7.8' }, options)).clientIp).toBeNull();
    expect((await contextFromHeaders({}, options)).clientIp).toBeNull();
  });

  it('keeps a plain request id and makes one up otherwise', async () => {
    expect((await contextFromHeaders({ 'x-request-id': 'abc-123' }, options)).requestId).toBe('abc-123');
    const made = (await contextFromHeaders({ 'x-request-id': 'bad id\nwith newline' }, options)).requestId;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the reprints and preview tokens sent, a malformed one as "-" so that upstream refuses it', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUv';
    expect((await contextFromHeaders({ reprintstoken: token }, options)).reprintTokens).toEqual({ reprintsToken: token, previewToken: null });
    expect((await contextFromHeaders({ preview_token: token }, options)).reprintTokens).toEqual({ reprintsToken: null, previewToken: token });
    expect((await contextFromHeaders({ reprintstoken: 'a b\nx-admin: 1' }, options)).reprintTokens).toEqual({ reprintsToken: '-', previewToken: null });
    expect((await contextFromHeaders({}, options)).reprintTokens).toBeUndefined();
  });
});

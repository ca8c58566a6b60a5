import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerTokenOf, partnerFromAccessToken, type AccessTokenChecks } from './accessToken.js';

const issuer = 'https://portal.test/oidc';
const audience = 'https://portal.test/graphql';
let checks: AccessTokenChecks;
let signingKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  checks = { keys: createLocalJWKSet({ keys: [jwk] }), issuer, audience };
});

function token(claims: JWTPayload = {}, options: { key?: CryptoKey; typ?: string; expiresIn?: string } = {}) {
  return new SignJWT({ iss: issuer, aud: audience, sub: 'partner-1', client_id: 'partner-1', scope: 'portal:api', portal_user_id: 'usr-1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: options.typ ?? 'at+jwt' })
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? signingKey);
}

describe('bearerTokenOf', () => {
  it('reads a bearer token and tells a malformed header from none', () => {
    expect(bearerTokenOf(undefined)).toBeUndefined();
    expect(bearerTokenOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerTokenOf('bearer abc')).toBe('abc');
    expect(bearerTokenOf('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerTokenOf('Bearer two words')).toBeNull();
  });
});

describe('partnerFromAccessToken', () => {
  it('accepts a token of this issuer for this API, with the user it acts as', async () => {
    expect(await partnerFromAccessToken(await token(), checks)).toEqual({ clientId: 'partner-1', user: { id: 'usr-1' } });
    expect(await partnerFromAccessToken(await token({ portal_user_id: undefined }), checks)).toEqual({ clientId: 'partner-1', user: null });
  });

  it.each([
    ['expired', () => token({}, { expiresIn: '-1m' })],
    ['signed with another key', () => token({}, { key: otherKey })],
    ['for another audience', () => token({ aud: 'https://elsewhere.test/api' })],
    ['from another issuer', () => token({ iss: 'https://evil.test/oidc' })],
    ['an ID token (typ JWT)', () => token({}, { typ: 'JWT' })],
    ['without the API scope', () => token({ scope: 'openid' })],
    ['unsigned (alg none)', async () => `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${(await token()).split('.')[1]}.`],
    ['tampered with', async () => {
      const [header, , signature] = (await token()).split('.');
      const payload = Buffer.from(JSON.stringify({ iss: issuer, aud: audience, scope: 'portal:api', portal_user_id: 'usr-admin', exp: 9999999999 })).toString('base64url');
      return `${header}.${payload}.${signature}`;
    }],
  ])('refuses a token %s', async (_label, make) => {
    expect(await partnerFromAccessToken(await make(), checks)).toBeNull();
  });
});

// The auth service against PostgreSQL: its tables, demo users with slow salted hashes,
// session verify, and the built-in OpenID provider walked through as a browser would.
import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import getPort from 'get-port';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { prepareDatabase } from '../../db/bootstrap.js';
import type { DatabaseHandle } from '../../db/client.js';
import { CookieJar, locationOf } from '../../testing/cookieJar.js';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres.js';
import { authUsers } from './db/schema.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from './demoUsers.js';
import { INTERCEPTED_DEMO_USERS } from '../identity/demoRegistrations.js';
import { API_SCOPE, DEMO_PARTNER, oidcSettingsFromEnv } from './oidc/config.js';
import { INVALID_CREDENTIALS } from './oidc/interactions.js';
import { createOidcProvider } from './oidc/provider.js';
import { hashPassword, verifyPassword } from './password.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';

const PORTAL = 'http://127.0.0.1:9/';
const CLIENT = { id: 'portal-test', secret: 'portal-test-secret' };
const VERIFY = '/auth-service/api/v1/user/sessions/verify';
const client = DEMO_USERS.find((u) => u.userType === 'client')!;

let database: TestDatabase;
let handle: DatabaseHandle;
let server: Server;
let baseUrl: string;
let issuer: string;

beforeAll(async () => {
  database = await createTestDatabase('auth');
  ({ handle } = await prepareDatabase({ DATABASE_URL: database.url, CORPUS_SEED: '42', CORPUS_SIZE: '5' }, pino({ level: 'silent' })));
  const port = await getPort();
  // Reached directly here rather than through the gateway's /oidc proxy.
  const settings = oidcSettingsFromEnv({
    PORTAL_PUBLIC_URL: PORTAL,
    OIDC_PROVIDER_ISSUER: `http://127.0.0.1:${port}/oidc`,
    OIDC_CLIENT_ID: CLIENT.id,
    OIDC_CLIENT_SECRET: CLIENT.secret,
  });
  issuer = settings.issuer;
  const oidc = await createOidcProvider(handle.db, settings, {});
  server = await new Promise((resolve) => {
    const s = createApp({ db: handle.db, oidc, userContextSecret: TEST_USER_CONTEXT_SECRET }).listen(port, '127.0.0.1', () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await handle?.close();
  await database?.drop();
});

describe('the auth schema', () => {
  it('seeds the demo users once, with salted scrypt hashes rather than passwords', async () => {
    expect(await seedDemoUsers(handle.db)).toBe(0);
    const rows = await handle.db.select().from(authUsers);
    // The demo users, and the two whose registration is still open (identity flows).
    expect(rows.map((r) => r.email).sort()).toEqual([...DEMO_USERS, ...INTERCEPTED_DEMO_USERS].map((u) => u.email).sort());
    const hashes = rows.map((r) => r.passwordHash);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    // Same password, different salts.
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes.join()).not.toContain(DEMO_PASSWORD);
  });
});

describe('password hashes', () => {
  it('verify the right password only', async () => {
    const hash = await hashPassword('correct horse', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain:correct horse')).toBe(false);
  });
});

describe('GET session verify', () => {
  it('answers the session fields of an existing user', async () => {
    const res = await fetch(`${baseUrl}${VERIFY}`, { headers: await signedAs(client.id) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({
      usermetaId: client.id,
      firstName: client.firstName,
      lastName: client.lastName,
      fullName: `${client.firstName} ${client.lastName}`,
      emailAddress: client.email,
      userType: 'client',
      accountName: client.accountName,
      subscriptions: client.subscriptions,
      services: client.services,
      features: {},
      profileComplete: true,
    });
  });

  it.each([
    ['an unknown user', () => signedAs('usr-nobody')],
    ['no user', async () => ({}) as Record<string, string>],
  ])('is 401 for %s', async (_label, headersOf) => {
    const res = await fetch(`${baseUrl}${VERIFY}`, { headers: await headersOf() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 401, error: 'Unauthorized', message: 'No valid session' });
  });
});

describe('the built-in OpenID provider', () => {
  const pkce = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  };

  async function startLogin(jar: CookieJar, options: { challenge?: string } = {}) {
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    const params = new URLSearchParams({
      client_id: CLIENT.id,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${new URL(PORTAL).origin}/logged-in`,
      state: 'state-1',
      nonce: 'nonce-1',
      ...(options.challenge ? { code_challenge: options.challenge, code_challenge_method: 'S256' } : {}),
    });
    const authUrl = `${discovery.authorization_endpoint}?${params}`;
    return { discovery, response: await jar.fetch(authUrl), authUrl };
  }

  it('publishes discovery for code + PKCE (S256) only', async () => {
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/session/end`);
  });

  it('refuses an authorization request without PKCE', async () => {
    const jar = new CookieJar();
    const { response, authUrl } = await startLogin(jar);
    const target = new URL(locationOf(response, authUrl));
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('signs a user in through its own login page and issues an ID token for them', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const { discovery, response, authUrl } = await startLogin(jar, { challenge });
    const interactionUrl = locationOf(response, authUrl);
    expect(new URL(interactionUrl).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const form = await jar.fetch(interactionUrl);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await form.text();
    expect(html).toContain('<label for="email">E-mail address</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).not.toMatch(/(src|href)="https?:/);

    const wrong = await jar.fetch(`${interactionUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: client.email, password: 'not-the-password' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(INVALID_CREDENTIALS);

    const right = await jar.fetch(`${interactionUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: client.email.toUpperCase(), password: DEMO_PASSWORD }),
    });
    expect(right.status).toBe(303);
    // Back to the provider, which (the portal being first party) asks no consent and redirects.
    let url = locationOf(right, `${interactionUrl}/login`);
    let hop = await jar.fetch(url);
    while (hop.status >= 300 && hop.status < 400 && !locationOf(hop, url).startsWith(new URL(PORTAL).origin)) {
      url = locationOf(hop, url);
      hop = await jar.fetch(url);
    }
    const callback = new URL(locationOf(hop, url));
    expect(callback.pathname).toBe('/logged-in');
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchange = (body: Record<string, string>) =>
      fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${new URL(PORTAL).origin}/logged-in`, ...body }),
      });
    // A wrong verifier is refused (and burns nothing a thief could use without the verifier).
    expect((await exchange({ code_verifier: pkce().verifier })).status).toBe(400);
    const tokens = (await (await exchange({ code_verifier: verifier })).json()) as { id_token: string };
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: issuer, aud: CLIENT.id, sub: client.id, nonce: 'nonce-1', email: client.email, name: 'Casey Morgan', user_type: 'client' });
  });

  describe('client credentials for partners', () => {
    const tokenRequest = (clientId: string, secret: string, body: Record<string, string> = {}) =>
      fetch(`${issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: API_SCOPE, ...body }),
      });

    it('issues a partner a JWT access token for the GraphQL API, naming the user it acts as', async () => {
      const response = await tokenRequest(DEMO_PARTNER.clientId, DEMO_PARTNER.clientSecret);
      expect(response.status).toBe(200);
      const { access_token: token, token_type: type } = (await response.json()) as { access_token: string; token_type: string };
      expect(type).toBe('Bearer');
      const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
      expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
      expect(payload).toMatchObject({
        iss: issuer,
        aud: `${new URL(PORTAL).origin}/graphql`,
        client_id: DEMO_PARTNER.clientId,
        scope: API_SCOPE,
        portal_user_id: DEMO_PARTNER.userId,
      });
    });

    it('refuses a wrong secret, and the portal\'s own client (code flow only)', async () => {
      expect((await tokenRequest(DEMO_PARTNER.clientId, 'wrong-secret')).status).toBe(401);
      const gateway = await tokenRequest(CLIENT.id, CLIENT.secret);
      expect(gateway.status).toBe(400);
      expect(await gateway.json()).toEqual({ error: 'invalid_request', error_description: 'requested grant type is not allowed for this client' });
    });
  });
});

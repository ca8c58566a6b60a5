// Sign-in end to end over real HTTP between real processes: the gateway's /login, upstream's
// built-in OpenID provider and its login page, the /logged-in callback, the session cookie, the
// signed user context the subgraphs trust (and the forged ones they must not), lr checks, logout.
import { SignJWT } from 'jose';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import { CookieJar, locationOf } from '@portal/upstream/testing/cookie-jar';
import { gql, gqlAs } from './support/graphql.js';
import { followRedirects, submitForm } from './support/signIn.js';
import { partnerToken as partnerTokenOf } from './support/partnerToken.js';

const CLIENT = { id: 'usr-client-0001', email: 'client@meridian.example', password: 'Meridian-demo-2026', fullName: 'Casey Morgan' };
const VIEWER = '{ viewer { id fullName firstName lastName email userType accountName subscriptions } }';
// Its userContextSecret is known to the test so it can prove a correctly signed header works and a
// forged one does not.
const stack = useSharedTestStack();

/** The whole code flow as a browser walks it; returns the gateway's answer to /logged-in. */
async function logIn(jar: CookieJar, lr: string, credentials = CLIENT) {
  const loginUrl = `${stack.gatewayUrl}/login?lr=${encodeURIComponent(lr)}`;
  const toProvider = await jar.fetch(loginUrl);
  expect(toProvider.status).toBe(302);
  // The built-in provider, on the portal's own origin through the gateway.
  expect(locationOf(toProvider, loginUrl)).toMatch(new RegExp(`^${stack.gatewayUrl}/oidc/auth\\?`));
  const loginPage = await followRedirects(jar, toProvider, loginUrl);
  expect(loginPage.response.status).toBe(200);
  const html = await loginPage.response.text();
  expect(html).toContain('<label for="email">E-mail address</label>');
  const submitted = await submitForm(jar, loginPage.url, html, { email: credentials.email, password: credentials.password });
  // Provider hops (login -> resume -> consent, which the first-party portal skips) up to the callback.
  const atCallback = await followRedirects(jar, submitted.response, submitted.url, true);
  const callbackUrl = locationOf(atCallback.response, atCallback.url);
  expect(new URL(callbackUrl).pathname).toBe('/logged-in');
  const callback = await jar.fetch(callbackUrl);
  return { callback, callbackUrl };
}

function viewerWith(jar: CookieJar) {
  return gqlAs(stack.gatewayUrl, jar, VIEWER);
}

describe('logging in through the built-in OpenID provider', () => {
  it('signs in, sets a 30-day HttpOnly SameSite=Lax session cookie, returns to lr, and the viewer is the user', async () => {
    const jar = new CookieJar();
    expect((await viewerWith(jar)).body.data).toEqual({ viewer: null });

    const { callback, callbackUrl } = await logIn(jar, '/report/a-report/RES100001?tab=figures');
    expect(callback.status).toBe(302);
    expect(locationOf(callback, callbackUrl)).toBe(`${stack.gatewayUrl}/report/a-report/RES100001?tab=figures`);
    const cookie = callback.headers.getSetCookie().find((c) => c.startsWith('portal_session='))!;
    expect(cookie).toBeDefined();
    const attributes = cookie.split(/;\s*/).slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    // Plain http here; behind https the cookie is Secure (spec 1 §9).
    expect(attributes).not.toContain('Secure');
    // Only an opaque id reaches the browser: no token in the cookie.
    expect(cookie.split(';')[0].slice('portal_session='.length)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { body } = await viewerWith(jar);
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer).toEqual({
      id: CLIENT.id,
      fullName: CLIENT.fullName,
      firstName: 'Casey',
      lastName: 'Morgan',
      email: CLIENT.email,
      userType: 'client',
      accountName: 'Northwind Traders',
      subscriptions: ['FD'],
    });
  });

  it('sends a wrong password back to the login form with a message, and opens no session', async () => {
    const jar = new CookieJar();
    const loginUrl = `${stack.gatewayUrl}/login`;
    const page = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl);
    const { response } = await submitForm(jar, page.url, await page.response.text(), { email: CLIENT.email, password: 'wrong password' });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('The e-mail address or password is incorrect.');
    expect(jar.get('portal_session')).toBeUndefined();
  });

  it('goes to /myhome without lr; signed in, /login signs in again without a password and replaces the session', async () => {
    const jar = new CookieJar();
    const { callback, callbackUrl } = await logIn(jar, '');
    expect(locationOf(callback, callbackUrl)).toBe(`${stack.gatewayUrl}/myhome`);
    const firstSession = jar.get('portal_session')!;

    const loginUrl = `${stack.gatewayUrl}/login?lr=%2Fbriefing&regType=guest`;
    // The provider still knows the user: straight back to the callback, no login form.
    const atCallback = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl, true);
    const secondCallbackUrl = locationOf(atCallback.response, atCallback.url);
    expect(new URL(secondCallbackUrl).pathname).toBe('/logged-in');
    const second = await jar.fetch(secondCallbackUrl);
    expect(locationOf(second, secondCallbackUrl)).toBe(`${stack.gatewayUrl}/briefing`);
    expect(jar.get('portal_session')).not.toBe(firstSession);
    // The old session id is gone, the new one works.
    expect((await gql(stack.gatewayUrl, VIEWER, {}, { cookie: `portal_session=${firstSession}` })).body.data).toEqual({ viewer: null });
    expect((await viewerWith(jar)).body.data!.viewer.id).toBe(CLIENT.id);
  });

  it('answers a callback without a code, in the browser that started the login, with 400 and no session', async () => {
    const jar = new CookieJar();
    expect((await jar.fetch(`${stack.gatewayUrl}/login?lr=%2Fmyhome`)).status).toBe(302);
    for (const path of ['/logged-in', '/logged-in?state=x']) {
      const callback = await jar.fetch(`${stack.gatewayUrl}${path}`);
      expect(callback.status, path).toBe(400);
      expect(await callback.text(), path).toContain('Sign-in expired');
      expect(callback.headers.getSetCookie().some((c) => /^portal_session=[^;]/.test(c)), path).toBe(false);
    }
  });

  it('refuses a callback the browser did not start (login CSRF) and a replayed one', async () => {
    const jar = new CookieJar();
    const { callbackUrl } = await logIn(jar, '/myhome');
    // The same callback URL again, in this browser (pending login used up) and in a fresh one.
    for (const other of [jar, new CookieJar()]) {
      const replay = await other.fetch(callbackUrl);
      expect(replay.status).toBe(400);
      expect(replay.headers.getSetCookie().some((c) => /^portal_session=[^;]/.test(c))).toBe(false);
    }
  });
});

describe('the signed user context', () => {
  const sign = (secret: string, sub = CLIENT.id) =>
    new SignJWT({ email: CLIENT.email }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode(secret));

  it('is honoured by a subgraph only when signed with the shared secret', async () => {
    const accountGraph = stack.subgraphUrls.account.replace(/\/graphql$/, '');
    const direct = (header: string) => gql(accountGraph, VIEWER, {}, { 'x-portal-user': header });

    const genuine = await direct(await sign(stack.userContextSecret));
    expect(genuine.body.data!.viewer.id).toBe(CLIENT.id);

    for (const forged of [await sign('not-the-secret-0123456789-0123456789'), 'not-a-jws', `${(await sign(stack.userContextSecret)).slice(0, -4)}AAAA`]) {
      const { body } = await direct(forged);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({ viewer: null });
    }
    // An unsigned token (alg none) is no better.
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: CLIENT.id })).toString('base64url')}.`;
    expect((await direct(unsigned)).body.data).toEqual({ viewer: null });
  });

  it('cannot be sent through the gateway by a client, even when correctly signed', async () => {
    const { body } = await gql(stack.gatewayUrl, VIEWER, {}, { 'x-portal-user': await sign(stack.userContextSecret), 'x-portal-user-id': CLIENT.id });
    expect(body.data).toEqual({ viewer: null });
  });
});

describe('lr, the return target of /login', () => {
  it.each([
    ['//evil.com', '%2F%2Fevil.com'],
    ['/\\evil.com', '%2F%5Cevil.com'],
    ['https:evil.com', 'https:evil.com'],
    ['%2F%2Fevil.com (encoded twice)', '%252F%252Fevil.com'],
    ['https://evil.com', 'https%3A%2F%2Fevil.com%2F'],
    ['/\t/evil.com', '%2F%09%2Fevil.com'],
    ['userinfo', 'https%3A%2F%2F127.0.0.1%40evil.com%2F'],
    ['javascript:', 'javascript%3Aalert(1)'],
  ])('answers the 500 Invalid LR Parameter page for %s, and never redirects', async (_label, raw) => {
    const response = await fetch(`${stack.gatewayUrl}/login?lr=${raw}`, { redirect: 'manual' });
    expect(response.status).toBe(500);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('Invalid LR Parameter');
  });

  it('refuses a raw, unencoded //evil.com as well', async () => {
    const response = await fetch(`${stack.gatewayUrl}/login?lr=//evil.com`, { redirect: 'manual' });
    expect(response.status).toBe(500);
  });
});

describe('logging out', () => {
  it('drops the portal session, then ends the provider session, which then asks for the password again', async () => {
    const jar = new CookieJar();
    await logIn(jar, '/myhome');
    const oldCookie = jar.header(`${stack.gatewayUrl}/graphql`);
    expect((await viewerWith(jar)).body.data!.viewer.id).toBe(CLIENT.id);

    const logoutUrl = `${stack.gatewayUrl}/logout`;
    const logout = await jar.fetch(logoutUrl);
    expect(logout.status).toBe(302);
    expect(logout.headers.getSetCookie().find((c) => c.startsWith('portal_session='))).toMatch(/^portal_session=;.*Max-Age=0/);
    const endSession = new URL(locationOf(logout, logoutUrl));
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${stack.gatewayUrl}/oidc/session/end`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${stack.gatewayUrl}/myhome`);

    // The old cookie is dead even if a browser kept it.
    expect((await gql(stack.gatewayUrl, VIEWER, {}, { cookie: oldCookie })).body.data).toEqual({ viewer: null });

    // The provider's sign-out page (a browser submits it by itself), then back to the portal.
    const page = await jar.fetch(endSession.toString());
    expect(page.status).toBe(200);
    const { response, url } = await submitForm(jar, endSession.toString(), await page.text(), { logout: 'yes' });
    const back = await followRedirects(jar, response, url, true);
    expect(locationOf(back.response, back.url)).toBe(`${stack.gatewayUrl}/myhome`);

    // The provider no longer remembers the user: a new login shows the password form again.
    const loginUrl = `${stack.gatewayUrl}/login`;
    const again = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl, true);
    expect(again.response.status).toBe(200);
    expect(await again.response.text()).toContain('<label for="password">Password</label>');
  });

  it('still ends the provider session when there is no portal session to drop', async () => {
    const response = await fetch(`${stack.gatewayUrl}/logout`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${stack.gatewayUrl}/oidc/session/end\\?`));
  });
});

describe('partners with a bearer token (client credentials)', () => {
  const PARTNER = { id: 'partner-demo', secret: 'partner-demo-secret' };

  const partnerToken = () => partnerTokenOf(stack.gatewayUrl, PARTNER);

  it('acts as the user the partner is registered for', async () => {
    const { body, response } = await gql(stack.gatewayUrl, VIEWER, {}, { authorization: `Bearer ${await partnerToken()}` });
    expect(response.status).toBe(200);
    expect(body.data!.viewer).toMatchObject({ id: CLIENT.id, email: CLIENT.email });
  });

  it('refuses a tampered, a foreign or a malformed token with 401, never serving it logged out', async () => {
    const genuine = await partnerToken();
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, portal_user_id: 'usr-employee-0001' })).toString('base64url')}.${signature}`;
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('a-key-the-issuer-never-had-0123456789'));
    for (const token of [tampered, foreign, 'not a token']) {
      const { response, body } = await gql(stack.gatewayUrl, VIEWER, {}, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(body.data).toBeUndefined();
    }
  });

  /** One operation over graphql-ws, as a partner's server would run it; rejects with the close event. */
  async function overWebSocket(connectionParams: Record<string, unknown>): Promise<{ data?: { viewer: { id: string } | null } }> {
    const client = createClient({ url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
    try {
      return await new Promise((resolve, reject) => {
        let result: { data?: { viewer: { id: string } | null } } = {};
        client.subscribe({ query: '{ viewer { id } }' }, { next: (value) => (result = value as typeof result), error: reject, complete: () => resolve(result) });
      });
    } finally {
      await client.dispose();
    }
  }

  it('acts as the partner’s user over graphql-ws too, with the token in the connection payload', async () => {
    const result = await overWebSocket({ authorization: `Bearer ${await partnerToken()}` });
    expect(result.data?.viewer?.id).toBe(CLIENT.id);
    // Without a token the socket is a logged-out visitor's.
    expect((await overWebSocket({})).data?.viewer).toBeNull();
  });

  it('closes a graphql-ws connection whose token is forged or malformed (4403), never running it logged out', async () => {
    const genuine = await partnerToken();
    const [header, payload] = genuine.split('.');
    for (const token of [`${header}.${payload}.c2lnbmF0dXJl`, 'not a token']) {
      await expect(overWebSocket({ authorization: `Bearer ${token}` })).rejects.toMatchObject({ code: 4403 });
    }
  });
});


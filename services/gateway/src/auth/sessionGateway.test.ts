// The gateway's side of sign-in with stand-in subgraphs and no identity provider reachable:
// a session in the store becomes a signed x-portal-user on every subgraph call, and /login and
// /logout behave when the provider is down or lr is bad.
import { createCache } from '@portal/graph-kit/cache';
import { verifyUserContext } from '@portal/graph-kit/user-context';
import getPort from 'get-port';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandIns, stopGatewayTest, type StandIns } from '../../test/standInSubgraphs.js';
import { createLogger } from '../logger.js';
import { createGatewayServer, type GatewayServer } from '../server.js';
import { providerCookies } from './providerProxy.js';
import { authConfigFromEnv } from './authConfig.js';
import { SessionStore } from './sessionStore.js';

const secret = 'gateway-test-user-context-secret-0123456789';
const user = { id: 'usr-7', email: 'ada@example.com', fullName: 'Ada Lovelace', userType: 'client' };
const query = '{ report(id: "RES1") { id authors { fullName } } }';

let standIns: StandIns;
let gateway: GatewayServer;
let sessions: SessionStore;

beforeAll(async () => {
  standIns = await startStandIns('gateway-auth-test-');
  // No REDIS_URL: the in-memory cache a single gateway uses.
  const { cache } = createCache({}, createLogger('silent'));
  sessions = new SessionStore(cache);
  // Nothing listens at the issuer: discovery fails, as when the provider is down.
  const issuerPort = await getPort();
  const config = authConfigFromEnv(
    { OIDC_ISSUER: `http://127.0.0.1:${issuerPort}/oidc`, USER_CONTEXT_SECRET: secret, PORTAL_PUBLIC_URL: 'http://portal.test' },
  );
  gateway = await createGatewayServer({
    supergraphPath: standIns.supergraphPath,
    subgraphUrls: standIns.subgraphUrls,
    webDist: standIns.workDir,
    port: await getPort(),
    logger: createLogger('silent'),
    auth: { config, sessionCache: cache },
  });
});

afterAll(() => stopGatewayTest(gateway, [standIns]));

beforeEach(() => standIns.clear());

function postGraphQL(headers: Record<string, string> = {}) {
  return fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
}

describe('the signed user context', () => {
  it('signs the session user into x-portal-user for every subgraph of the request', async () => {
    const id = await sessions.create({ user, idToken: 'id-token', createdAt: Date.now() });
    const response = await postGraphQL({ cookie: `portal_session=${id}` });
    expect(response.status).toBe(200);
    const received = standIns.received();
    expect(received).toHaveLength(2);
    for (const headers of received) {
      expect(await verifyUserContext(headers['x-portal-user'] as string, secret)).toEqual(user);
      expect(headers.cookie).toBeUndefined();
    }
  });

  it('sends none for an unknown or malformed session id', async () => {
    for (const cookie of ['portal_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'portal_session=../../etc', '']) {
      await postGraphQL(cookie ? { cookie } : {});
    }
    for (const headers of standIns.received()) expect(headers['x-portal-user']).toBeUndefined();
    expect(standIns.reports.receivedHeaders).toHaveLength(3);
  });
});

describe('bearer tokens while the identity provider is down', () => {
  it('refuses a token it cannot check (401), rather than serving the request logged out', async () => {
    const response = await postGraphQL({ authorization: 'Bearer aaa.bbb.ccc' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED', status: 401 } }] });
    expect(standIns.reports.receivedHeaders).toHaveLength(0);
  });
});

describe('sign-in routes while the identity provider is down', () => {
  it('refuses a bad lr before anything else, with the 500 Invalid LR Parameter page', async () => {
    const response = await fetch(`${gateway.url}/login?lr=%2F%2Fevil.com`, { redirect: 'manual' });
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('<h1>Invalid LR Parameter</h1>');
  });

  it('answers /login with an error page, not a redirect, when discovery fails', async () => {
    const response = await fetch(`${gateway.url}/login?lr=%2Fmyhome`, { redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(response.headers.get('location')).toBeNull();
  });

  it('still ends the portal session on /logout, then falls back to /myhome', async () => {
    const id = await sessions.create({ user, idToken: 'id-token', createdAt: Date.now() });
    const response = await fetch(`${gateway.url}/logout`, { headers: { cookie: `portal_session=${id}` }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/myhome');
    expect(response.headers.getSetCookie().find((c) => c.startsWith('portal_session='))).toMatch(/Max-Age=0/);
    expect(await sessions.get(id)).toBeUndefined();
  });

  it('refuses a callback without the pending-login cookie', async () => {
    const response = await fetch(`${gateway.url}/logged-in?code=abc&state=xyz`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((c) => /^portal_session=[^;]/.test(c))).toBe(false);
  });
});

describe('the /oidc proxy to the built-in provider', () => {
  it("passes the provider's cookies and keeps the portal's own", async () => {
    expect(providerCookies('portal_session=secret; _session=abc; portal_uid=u; _interaction=i')).toBe('_session=abc; _interaction=i');
    expect(providerCookies('portal_session=secret')).toBeUndefined();
    expect(providerCookies(undefined)).toBeUndefined();
  });

  it('answers 502 when upstream is unreachable', async () => {
    const response = await fetch(`${gateway.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(502);
    // Nothing internal: no upstream host:port, no error code of the socket.
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 502, error: 'Bad Gateway', message: 'The sign-in service is unreachable' });
    expect(body).not.toMatch(/4100|ECONNREFUSED|127\.0\.0\.1/);
  });
});

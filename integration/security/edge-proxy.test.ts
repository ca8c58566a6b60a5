// Issue finding 1, "account takeover without signing in": the gateway's proxies built the upstream
// URL from the raw path, so an encoded dot-segment under /oidc/ reached any upstream route, the
// mail outbox among them, where anyone read another user's sign-in link. Now the gateway forwards
// only allow-listed, normalised paths (anything else is a 400 before a byte goes upstream), mail
// is never an HTTP route, and a sign-in link still arrives (over SMTP) and works once.
// Real processes over real HTTP: the stack, a real SMTP sink, and upstream's own request counter
// (its /metrics, read directly) to prove that a refused request never reached upstream.
import { request } from 'node:http';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { latestLinkIn } from '@portal/upstream/testing/smtp-sink';
import { gqlAs } from '../support/graphql.js';
import { startPortalProcess, type PortalProcess } from '../support/portalProcess.js';
import { upstreamRequestTotal } from '../support/upstream-calls.js';
import { subgraphEnvOf, useTestStack } from '../support/testStack.js';
import { useSmtpSink } from '../support/mail.js';
import { serviceEntry } from '../../scripts/stack.mjs';

const mail = useSmtpSink();
const stack = useTestStack('edge-proxy', () => ({ SMTP_URL: mail.url }));

// A demo user no other test file asks a sign-in link for.
const HOLDER = 'guest@meridian.example';
const LINK = /https?:\/\/\S+\/passwordless#access_token=[A-Za-z0-9_-]+/;
const OUTBOX = '/mail-outbox/api/v1/messages';

interface RawResponse {
  status: number;
  body: string;
}

/** node:http sends the request target byte for byte; fetch would resolve '..' and '%2e%2e' first. */
function raw(baseUrl: string, target: string, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method, headers: { accept: 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const askForLink = (email: string) =>
  fetch(`${stack.gatewayUrl}/access-preferences/passwordless`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

/** Every way of leaving a proxied prefix for another upstream route, `route` being where to land. */
function escapesFrom(prefix: string, route: string, upstreamUrl = stack.upstreamUrl, gatewayUrl = stack.gatewayUrl): [string, string][] {
  const bare = route.replace(/^\//, '');
  const upstreamHost = new URL(upstreamUrl).host;
  const gatewayHost = new URL(gatewayUrl).host;
  return [
    ['plain dot-segments', `${prefix}/../${bare}`],
    ['encoded dot-segments', `${prefix}/%2e%2e/${bare}`],
    ['upper-case encoded dot-segments', `${prefix}/%2E%2E/${bare}`],
    ['half-encoded dot-segments', `${prefix}/.%2e/${bare}`],
    ['encoded dot-segments and slashes', `${prefix}/%2e%2e%2f${bare}`],
    ['double-encoded dot-segments', `${prefix}/%252e%252e/${bare}`],
    ['double-encoded slashes', `${prefix}/..%252f${bare}`],
    ['backslashes', `${prefix}/..\\${bare}`],
    ['encoded backslashes', `${prefix}/..%5c${bare}`],
    ['an absolute URL in the path', `${prefix}/http://${upstreamHost}/${bare}`],
    ['a scheme-relative URL in the path', `${prefix}//${upstreamHost}/${bare}`],
    ['an absolute-form request target', `http://${gatewayHost}${prefix}/%2e%2e/${bare}`],
    ['an absolute-form request target naming upstream', `http://${upstreamHost}${prefix}/../${bare}`],
    ['an encoded NUL', `${prefix}/%00${bare}`],
  ];
}

describe('the proxied prefixes refuse traversal with 400 before anything is forwarded', () => {
  for (const prefix of ['/oidc', '/images']) {
    it(`${prefix}: every escape to upstream's metrics or the outbox is a 400 JSON error, and upstream sees no request`, async () => {
      const cases = [...escapesFrom(prefix, '/metrics'), ...escapesFrom(prefix, `${OUTBOX}?to=${encodeURIComponent(HOLDER)}`)];
      const before = await upstreamRequestTotal(stack.upstreamUrl);
      for (const [label, target] of cases) {
        const response = await raw(stack.gatewayUrl, target);
        expect(response.status, `${label}: ${target}`).toBe(400);
        expect(JSON.parse(response.body), `${label}: ${target}`).toMatchObject({ status: 400, error: 'Bad Request' });
        // Nothing internal in the answer: no upstream host:port, no stack trace, no file path.
        expect(response.body).not.toContain(new URL(stack.upstreamUrl).port);
        expect(response.body).not.toMatch(/\bat \S+ \(|node_modules|\/dist\//);
      }
      expect(await upstreamRequestTotal(stack.upstreamUrl), 'requests upstream answered meanwhile').toBe(before);
    });
  }

  it('/oidc: a provider route off the allow-list is refused too (400, nothing forwarded)', async () => {
    const before = await upstreamRequestTotal(stack.upstreamUrl);
    // The provider's dynamic registration and introspection are nobody's business from outside.
    for (const target of ['/oidc/reg', '/oidc/token/introspection/../../reg', '/oidc/metrics', '/oidc/authx']) {
      expect((await raw(stack.gatewayUrl, target, 'POST')).status, target).toBe(400);
    }
    expect(await upstreamRequestTotal(stack.upstreamUrl)).toBe(before);
  });

  it('still forwards what the allow-list names: discovery through /oidc and an image through /images', async () => {
    const discovery = await fetch(`${stack.gatewayUrl}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect((await discovery.json()).issuer).toBe(`${stack.gatewayUrl}/oidc`);
    const image = await fetch(`${stack.gatewayUrl}/images/analysts/BIO10001.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

describe('the mail outbox is unreachable through any path', () => {
  // The development configuration, where the outbox route used to exist: upstream without
  // SMTP_URL, and a gateway of its own in front of it (on the stack's subgraphs).
  let upstream: PortalProcess;
  let gateway: PortalProcess;
  beforeAll(async () => {
    const { SMTP_URL: _none, ...env } = { ...process.env, ...inject('stackEnv') };
    const upstreamPort = await getPort();
    // Its own in-memory search index: the stack's upstream owns the index folder.
    upstream = await startPortalProcess(serviceEntry('upstream'), { ...env, PORT: String(upstreamPort), LOG_LEVEL: 'info', SEARCH_INDEX: 'memory' }, upstreamPort);
    const gatewayPort = await getPort();
    gateway = await startPortalProcess(
      serviceEntry('gateway'),
      {
        ...env,
        PORT: String(gatewayPort),
        UPSTREAM_URL: upstream.url,
        PORTAL_PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
        ...subgraphEnvOf(stack),
      },
      gatewayPort,
    );
    // A link waiting for the holder, asked for where it is only logged.
    const asked = await fetch(`${upstream.url}/auth-service/api/v1/passwordless`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: HOLDER }),
    });
    expect(asked.status).toBe(200);
  });
  afterAll(async () => {
    await gateway?.stop();
    await upstream?.stop();
  });

  it('is not a route of upstream: without SMTP_URL the link is logged for the developer instead', async () => {
    const outbox = await fetch(`${upstream.url}${OUTBOX}?to=${encodeURIComponent(HOLDER)}`);
    expect(outbox.status).toBe(404);
    expect(await outbox.text()).not.toContain('access_token=');
    // Only the process's own log has it.
    expect(upstream.output()).toMatch(LINK);
  });

  it('no response of the gateway carries the link, whatever the path', async () => {
    const query = `?to=${encodeURIComponent(HOLDER)}`;
    const targets = [
      `${OUTBOX}${query}`,
      `/graphql/..${OUTBOX}${query}`,
      ...escapesFrom('/oidc', `${OUTBOX}${query}`, upstream.url, gateway.url).map(([, target]) => target),
      ...escapesFrom('/images', `${OUTBOX}${query}`, upstream.url, gateway.url).map(([, target]) => target),
    ];
    for (const target of targets) {
      const response = await raw(gateway.url, target);
      expect(response.status, target).not.toBe(200);
      expect(response.body, target).not.toContain('access_token=');
    }
  });
});

describe('a sign-in link is still delivered and redeemable', () => {
  it('arrives over SMTP, opens a session once through the gateway, and is refused the second time', async () => {
    expect((await askForLink(HOLDER)).status).toBe(200);
    const [message] = mail.messagesTo(HOLDER);
    expect(message.subject).toBe('Your Meridian Research sign-in link');
    const link = new URL(latestLinkIn([message], LINK));
    expect(link.origin).toBe(stack.gatewayUrl);
    const accessToken = link.hash.replace(/^#access_token=/, '');

    const jar = new CookieJar();
    const redeem = () => jar.fetch(`${stack.gatewayUrl}/passwordless/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessToken }) });
    const redeemed = await redeem();
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toEqual({ redirectTo: '/my-account/communications' });
    const { body } = await gqlAs(stack.gatewayUrl, jar, '{ viewer { email } }');
    expect(body.data!.viewer).toEqual({ email: HOLDER });

    const other = new CookieJar();
    const replay = await other.fetch(`${stack.gatewayUrl}/passwordless/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessToken }) });
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toBe('This sign-in link has expired or has already been used.');
    expect(other.get('portal_session')).toBeUndefined();
  });
});

describe("the gateway's own routes get their data through subgraphs", () => {
  it('/surveys reads the surveys flag with featureFlags on its own runtime: on (the shipped default), so the page is served', async () => {
    // Were the flags unreadable, all would be off and /surveys a 301 to the assets site.
    const response = await fetch(`${stack.gatewayUrl}/surveys`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
  });
});

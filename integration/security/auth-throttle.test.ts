// Guessing is throttled: password sign-in on the built-in provider's login page and client secrets
// at its token endpoint, per account (client id) and per IP, through the gateway like a browser or
// a partner. Thresholds are lowered by the AUTH_* settings so the test stays quick; the backoff
// between them is proven in upstream's unit tests (attemptThrottle.test.ts) without waiting.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../support/testStack.js';
import { CookieJar, locationOf } from '@portal/upstream/testing/cookie-jar';
import { DEMO_PASSWORD, followRedirects, signIn, submitForm } from '../support/signIn.js';

const LOCK_AFTER = 5;
const IP_LOCK_AFTER = 8;
const LOCKED = /Too many failed sign-in attempts\. For your security, sign-in is paused: try again in \d+ minutes?\./;
const PARTNERS = [
  { id: 'partner-one', secret: randomBytes(32).toString('base64url') },
  { id: 'partner-two', secret: randomBytes(32).toString('base64url') },
];

// Redis when the machine has it (testStack.ts): the counts are shared by every upstream instance.
const stack = useTestStack('throttle', {
  // No backoff before the lock here, so the test needs no waiting; the lock outlasts the test.
  AUTH_BACKOFF_AFTER_FAILURES: String(LOCK_AFTER),
  AUTH_LOCK_AFTER_FAILURES: String(LOCK_AFTER),
  AUTH_IP_LOCK_AFTER_FAILURES: String(IP_LOCK_AFTER),
  AUTH_LOCK_SECONDS: '600',
  OIDC_PARTNER_CLIENTS: JSON.stringify(PARTNERS.map((p) => ({ client_id: p.id, client_secret: p.secret, user_id: 'usr-client-0001' }))),
});

/** Submits the provider's login form once, as a browser does; returns the answer and the jar. */
async function attempt(email: string, password: string) {
  const jar = new CookieJar();
  const loginUrl = `${stack.gatewayUrl}/login`;
  const page = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl);
  const submitted = await submitForm(jar, page.url, await page.response.text(), { email, password });
  const html = submitted.response.status >= 300 && submitted.response.status < 400 ? '' : await submitted.response.text();
  return { jar, submitted, html };
}

/** Whether the attempt went on to the portal's callback, i.e. signed in. */
async function signedIn({ jar, submitted }: Awaited<ReturnType<typeof attempt>>): Promise<boolean> {
  if (submitted.response.status < 300 || submitted.response.status >= 400) return false;
  const atCallback = await followRedirects(jar, submitted.response, submitted.url, true);
  return new URL(locationOf(atCallback.response, atCallback.url)).pathname === '/logged-in';
}

// First: the other tests lock the test's own address.
describe('the portal’s own client', () => {
  it('never locks the portal’s own client as a whole (that would stop every sign-in): its guesses count per IP', async () => {
    // Another address than the test's (the gateway's proxy sets X-Forwarded-For to its caller, so a
    // direct call to upstream stands in for it): the portal client keeps working after many failures.
    for (let i = 0; i < LOCK_AFTER + 1; i++) {
      const wrong = await fetch(`${stack.upstreamUrl}/oidc/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from('portal-gateway:wrong').toString('base64')}`,
          'x-forwarded-for': '198.51.100.23',
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: 'none', redirect_uri: `${stack.gatewayUrl}/logged-in` }),
      });
      expect(wrong.status).toBe(401);
    }
    // A real sign-in (the gateway exchanging its code with the portal client's secret) still works.
    const jar = await signIn(stack.gatewayUrl, 'client@meridian.example');
    expect(jar.get('portal_session')).toBeTruthy();
  });
});

describe('password sign-in', () => {
  it('locks an account after the threshold of wrong passwords; then the right one is refused with the message', async () => {
    const email = 'robin@meridian.example';
    // The right password works before anything is locked (and forgets no failures: there are none).
    expect(await signedIn(await attempt(email, DEMO_PASSWORD))).toBe(true);

    for (let i = 1; i < LOCK_AFTER; i++) {
      const wrong = await attempt(email, `wrong-${i}`);
      expect(wrong.submitted.response.status).toBe(401);
      expect(wrong.html).toContain('The e-mail address or password is incorrect.');
    }
    const last = await attempt(email, 'wrong-last');
    expect(last.submitted.response.status).toBe(429);
    expect(last.html).toMatch(LOCKED);

    // Locked: the right password is not even checked, and the message says why and for how long.
    const right = await attempt(email, DEMO_PASSWORD);
    expect(right.submitted.response.status).toBe(429);
    expect(Number(right.submitted.response.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(right.html).toMatch(LOCKED);
    expect(right.html).toContain('role="alert"');
    expect(await signedIn(right)).toBe(false);
    // The same account in another spelling is the same account.
    expect((await attempt('  Robin@Meridian.EXAMPLE ', DEMO_PASSWORD)).submitted.response.status).toBe(429);
  });

  it('locks an address that guesses across accounts; then even another account’s right password is refused', async () => {
    // The previous test left LOCK_AFTER failures on this address; spread the rest over new accounts.
    for (let i = LOCK_AFTER; i < IP_LOCK_AFTER; i++) {
      const wrong = await attempt(`nobody-${i}@meridian.example`, 'guess');
      expect([401, 429]).toContain(wrong.submitted.response.status);
    }
    const right = await attempt('sam@meridian.example', DEMO_PASSWORD);
    expect(right.submitted.response.status).toBe(429);
    expect(right.html).toMatch(LOCKED);
    expect(await signedIn(right)).toBe(false);
  });
});

describe('client secrets at the token endpoint', () => {
  async function token(clientId: string, secret: string) {
    const response = await fetch(`${stack.gatewayUrl}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'portal:api' }),
    });
    return { response, body: (await response.json()) as { access_token?: string; error?: string; error_description?: string } };
  }

  it('locks a client id after the threshold of wrong secrets; then the right secret is refused', async () => {
    const [partner] = PARTNERS;
    expect((await token(partner.id, partner.secret)).body.access_token).toBeTruthy();
    for (let i = 0; i < LOCK_AFTER; i++) {
      const wrong = await token(partner.id, `wrong-${i}`);
      expect(wrong.response.status).toBe(401);
      expect(wrong.body.error).toBe('invalid_client');
    }
    const right = await token(partner.id, partner.secret);
    expect(right.response.status).toBe(429);
    expect(Number(right.response.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(right.body).toEqual({
      error: 'temporarily_unavailable',
      error_description: expect.stringMatching(/^Too many failed client authentication attempts: try again in \d+ minutes?\.$/),
    });
    expect(right.body.access_token).toBeUndefined();
  });

  it('locks an address that guesses across client ids; then another client’s right secret is refused', async () => {
    const [, other] = PARTNERS;
    expect((await token(other.id, other.secret)).body.access_token).toBeTruthy();
    for (let i = LOCK_AFTER; i < IP_LOCK_AFTER; i++) {
      expect((await token(`unknown-${i}`, 'guess')).response.status).toBe(401);
    }
    const right = await token(other.id, other.secret);
    expect(right.response.status).toBe(429);
    expect(right.body.access_token).toBeUndefined();
  });
});

// Finding 6 of issue #7: no Content-Security-Policy or frame-ancestors. Every HTML response (the
// web app's pages, the explorer, the sign-in error page) carries, through helmet: a CSP with
// frame-ancestors 'none', X-Frame-Options DENY, nosniff and a Referrer-Policy; HSTS when the
// browser's connection is https (behind a TLS-terminating proxy: X-Forwarded-Proto). That the app
// runs under this CSP is e2e/tests/csp.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from '../support/gatewayProcess.js';

let gateway: GatewayProcess;
beforeAll(async () => {
  gateway = await startGatewayProcess();
});
afterAll(async () => {
  await gateway?.stop();
});

function page(path: string, headers: Record<string, string> = {}) {
  return fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

const HTML_PAGES = ['/', '/report/a-report/RES100001', '/no-such-page', '/graphql'];

describe('security headers on HTML responses', () => {
  it.each(HTML_PAGES)('%s: CSP with frame-ancestors none, no framing, nosniff, a Referrer-Policy', async (path) => {
    const response = await page(path);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("the web app's pages run only the portal's own scripts: no inline script, no eval", async () => {
    const csp = directives((await page('/')).headers.get('content-security-policy'));
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('the sign-in error page (HTML from the gateway itself) carries them too', async () => {
    const response = await page('/logged-in?error=access_denied&state=unknown');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('no HSTS over plain http; HSTS for a year when the connection is https', async () => {
    expect((await page('/')).headers.get('strict-transport-security')).toBeNull();
    const https = await page('/', { 'x-forwarded-proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

// Issue #13's offline shell: the browser fetches the worker's script at the site's root (its scope
// is the whole portal) and re-checks it on every visit, so a deploy's new worker is found at once.
describe('the service worker at /sw.js (spec 1 §7)', () => {
  it('is JavaScript from the root, never kept without asking', async () => {
    const response = await fetch(`${gateway.url}/sw.js`, { headers: { accept: '*/*', 'service-worker': 'script' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('index.html');
  });

  it("the app's pages may run it: worker-src allows the portal's own scripts", async () => {
    expect(directives((await page('/')).headers.get('content-security-policy')).get('worker-src')).toContain("'self'");
  });
});

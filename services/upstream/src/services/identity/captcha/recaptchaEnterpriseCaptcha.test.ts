// The reCAPTCHA Enterprise adapter against a local stand-in of projects.assessments.create (Google
// is out of reach here). The stand-in answers in the API's shape: an Assessment with
// tokenProperties (valid, invalidReason, action, hostname, createTime) and riskAnalysis (score,
// reasons); for a token it does not know, valid false with invalidReason MALFORMED, as Google does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecaptchaEnterpriseCaptcha } from './recaptchaEnterpriseCaptcha.js';

interface Received {
  method: string;
  path: string;
  key: string | null;
  contentType: string | undefined;
  body: { event: { token: string; siteKey: string; userIpAddress?: string } };
}

const PROJECT = 'meridian-portal';
const API_KEY = 'test-api-key';

function assessmentFor(token: string, siteKey: string) {
  const name = `projects/123456789/assessments/${Math.random().toString(16).slice(2)}`;
  const tokenProperties = (valid: boolean, invalidReason: string) => ({
    valid,
    invalidReason,
    hostname: valid ? 'portal.meridian.example' : '',
    action: valid ? 'contact' : '',
    createTime: '2026-11-27T04:00:00.000Z',
  });
  const event = { token, siteKey, userAgent: '', userIpAddress: '', expectedAction: '', hashedAccountId: '' };
  if (token === 'human') return { name, event, riskAnalysis: { score: 0.9, reasons: [] }, tokenProperties: tokenProperties(true, 'INVALID_REASON_UNSPECIFIED') };
  if (token === 'bot') return { name, event, riskAnalysis: { score: 0.1, reasons: ['AUTOMATION'] }, tokenProperties: tokenProperties(true, 'INVALID_REASON_UNSPECIFIED') };
  // A checkbox key's solved token: valid, and here without a score.
  if (token === 'checkbox') return { name, event, riskAnalysis: { reasons: [] }, tokenProperties: tokenProperties(true, 'INVALID_REASON_UNSPECIFIED') };
  if (token === 'used') return { name, event, riskAnalysis: { score: 0, reasons: [] }, tokenProperties: tokenProperties(false, 'DUPE') };
  return { name, event, riskAnalysis: { score: 0, reasons: [] }, tokenProperties: tokenProperties(false, 'MALFORMED') };
}

describe('the reCAPTCHA Enterprise adapter', () => {
  let server: Server;
  let apiBaseUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const parsed = JSON.parse(body) as Received['body'];
        received.push({ method: req.method ?? '', path: url.pathname, key: url.searchParams.get('key'), contentType: req.headers['content-type'], body: parsed });
        res.setHeader('content-type', 'application/json; charset=UTF-8');
        if (url.searchParams.get('key') !== API_KEY) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } }));
          return;
        }
        res.end(JSON.stringify(assessmentFor(parsed.event.token, parsed.event.siteKey)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const captcha = (options: Partial<ConstructorParameters<typeof RecaptchaEnterpriseCaptcha>[0]> = {}) =>
    new RecaptchaEnterpriseCaptcha({ project: PROJECT, apiKey: API_KEY, siteKey: 'enterprise-site', minScore: 0.5, apiBaseUrl, ...options });

  it("tells the page its site key and the version 'enterprise'", async () => {
    expect(await captcha().challenge()).toEqual({ provider: 'recaptcha', siteKey: 'enterprise-site', version: 'enterprise' });
  });

  it("posts the event (token, site key, the reader's address) to the project's assessments with the API key", async () => {
    expect(await captcha().verify('human', '203.0.113.7')).toBe(true);
    expect(received.at(-1)).toEqual({
      method: 'POST',
      path: `/v1/projects/${PROJECT}/assessments`,
      key: API_KEY,
      contentType: 'application/json; charset=utf-8',
      body: { event: { token: 'human', siteKey: 'enterprise-site', userIpAddress: '203.0.113.7' } },
    });
  });

  it('accepts a valid token scoring at least the threshold, or a checkbox answer without a score', async () => {
    expect(await captcha().verify('human')).toBe(true);
    expect(await captcha().verify('checkbox')).toBe(true);
    expect(await captcha({ minScore: 0.95 }).verify('human')).toBe(false);
  });

  it('refuses a low score, an invalid or used token, and a refused API key', async () => {
    expect(await captcha().verify('bot')).toBe(false);
    expect(await captcha().verify('garbage')).toBe(false);
    expect(await captcha().verify('used')).toBe(false);
    expect(await captcha({ apiKey: 'wrong' }).verify('human')).toBe(false);
  });

  it('refuses when the API cannot be reached', async () => {
    expect(await captcha({ apiBaseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }).verify('human')).toBe(false);
  });
});

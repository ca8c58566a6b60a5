// Both captcha adapters: ALTCHA solved as the widget would (accepted once, forged or replayed
// refused), and reCAPTCHA against a local stand-in of siteverify (Google is out of reach here).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '../../../testing/identity.js';
import { AltchaCaptcha } from './altchaCaptcha.js';
import { createCaptchaVerifier, recaptchaVersionOf } from './captchaVerifier.js';
import { RecaptchaCaptcha } from './recaptchaCaptcha.js';

describe('the ALTCHA captcha', () => {
  const captcha = new AltchaCaptcha({ hmacSecret: 'test-secret', maxCounter: 200 });

  it('accepts a solved challenge once', async () => {
    const challenge = await captcha.challenge();
    expect(challenge.provider).toBe('altcha');
    const token = await solveAltcha(JSON.stringify((challenge as { challenge: unknown }).challenge));
    expect(await captcha.verify(token)).toBe(true);
    expect(await captcha.verify(token)).toBe(false);
  });

  it('refuses garbage and a challenge signed with another secret', async () => {
    expect(await captcha.verify('not base64 json')).toBe(false);
    const other = new AltchaCaptcha({ hmacSecret: 'another-secret', maxCounter: 200 });
    const foreign = await other.challenge();
    expect(await captcha.verify(await solveAltcha(JSON.stringify((foreign as { challenge: unknown }).challenge)))).toBe(false);
  });

  it('is the default; RECAPTCHA_SECRET chooses reCAPTCHA', () => {
    expect(createCaptchaVerifier({}).provider).toBe('altcha');
    expect(createCaptchaVerifier({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' }).provider).toBe('recaptcha');
  });
});

describe('the reCAPTCHA version the page is told (spec 1 §5)', () => {
  const challengeOf = (env: NodeJS.ProcessEnv) => createCaptchaVerifier({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k', ...env }).challenge();

  it("is '2' by default, '3' or 'enterprise' when RECAPTCHA_VERSION says so", async () => {
    expect(await challengeOf({})).toEqual({ provider: 'recaptcha', siteKey: 'k', version: '2' });
    expect(await challengeOf({ RECAPTCHA_VERSION: '3' })).toEqual({ provider: 'recaptcha', siteKey: 'k', version: '3' });
    const enterprise = { RECAPTCHA_VERSION: 'enterprise', RECAPTCHA_ENTERPRISE_PROJECT: 'p', RECAPTCHA_ENTERPRISE_API_KEY: 'a' };
    expect(await challengeOf(enterprise)).toEqual({ provider: 'recaptcha', siteKey: 'k', version: 'enterprise' });
  });

  it('is null for a version we do not know, so the page says so instead of guessing', async () => {
    expect(recaptchaVersionOf('4')).toBeNull();
    expect(await challengeOf({ RECAPTCHA_VERSION: 'v4' })).toEqual({ provider: 'recaptcha', siteKey: 'k', version: null });
  });

  it('refuses enterprise without the project and its API key, naming them', () => {
    expect(() => createCaptchaVerifier({ RECAPTCHA_VERSION: 'enterprise', RECAPTCHA_SITE_KEY: 'k' })).toThrow(
      'RECAPTCHA_VERSION=enterprise needs RECAPTCHA_ENTERPRISE_PROJECT and RECAPTCHA_ENTERPRISE_API_KEY',
    );
  });
});

describe('the reCAPTCHA adapter', () => {
  let server: Server;
  let verifyUrl: string;
  const received: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        const response = form.get('response');
        const answer = response === 'human' ? { success: true, score: 0.9 } : response === 'bot' ? { success: true, score: 0.1 } : { success: false, 'error-codes': ['invalid-input-response'] };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts secret, response and remote IP, and honours success and the v3 score', async () => {
    const captcha = new RecaptchaCaptcha({ secret: 'shh', siteKey: 'site', version: '3', minScore: 0.5, verifyUrl });
    expect(await captcha.challenge()).toEqual({ provider: 'recaptcha', siteKey: 'site', version: '3' });
    expect(await captcha.verify('human', '203.0.113.7')).toBe(true);
    expect(received.at(-1)!.get('secret')).toBe('shh');
    expect(received.at(-1)!.get('remoteip')).toBe('203.0.113.7');
    expect(await captcha.verify('bot')).toBe(false);
    expect(await captcha.verify('expired')).toBe(false);
  });

  it('refuses when siteverify cannot be reached', async () => {
    const captcha = new RecaptchaCaptcha({ secret: 'shh', siteKey: 'site', version: '2', minScore: 0.5, verifyUrl: 'http://127.0.0.1:9/siteverify', timeoutMs: 500 });
    expect(await captcha.verify('human')).toBe(false);
  });
});

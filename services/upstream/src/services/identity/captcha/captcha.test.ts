// Both captcha adapters: ALTCHA solved as the widget would (accepted once, forged or replayed
// refused), and reCAPTCHA against a local stand-in of siteverify (Google is out of reach here).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '../../../testing/identity.js';
import { AltchaCaptcha } from './altchaCaptcha.js';
import { createCaptchaVerifier } from './captchaVerifier.js';
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
    const captcha = new RecaptchaCaptcha({ secret: 'shh', siteKey: 'site', minScore: 0.5, verifyUrl });
    expect(await captcha.challenge()).toEqual({ provider: 'recaptcha', siteKey: 'site' });
    expect(await captcha.verify('human', '203.0.113.7')).toBe(true);
    expect(received.at(-1)!.get('secret')).toBe('shh');
    expect(received.at(-1)!.get('remoteip')).toBe('203.0.113.7');
    expect(await captcha.verify('bot')).toBe(false);
    expect(await captcha.verify('expired')).toBe(false);
  });

  it('refuses when siteverify cannot be reached', async () => {
    const captcha = new RecaptchaCaptcha({ secret: 'shh', siteKey: 'site', minScore: 0.5, verifyUrl: 'http://127.0.0.1:9/siteverify', timeoutMs: 500 });
    expect(await captcha.verify('human')).toBe(false);
  });
});

// The identity flows end to end over real HTTP: self-service sign-up on the built-in provider,
// passwordless links (e-mail received by a real SMTP sink this file starts, one use, expiry), password change,
// recovery with a real proof-of-work captcha and reset, the registration interceptors for each
// user type, terms, and the /briefing redirect with its cookie. Every write uses a user of its
// own (signed up here, or the two intercepted demo users no other file touches).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { useTestStack } from './support/testStack.js';
import { CookieJar, locationOf } from '@portal/upstream/testing/cookie-jar';
import { solveAltcha } from '@portal/upstream/testing/identity';
import { latestLinkIn } from '@portal/upstream/testing/smtp-sink';
import { gqlAs } from './support/graphql.js';
import { useSmtpSink } from './support/mail.js';
import { DEMO_PASSWORD, followRedirects, signIn, submitForm } from './support/signIn.js';

const mail = useSmtpSink();
const stack = useTestStack('identity', () => ({ SMTP_URL: mail.url }));

const VIEWER = '{ viewer { id email userType interceptors registration { userType profileComplete tncAccepted preferencesSet interceptors subscriptionPreferences } } }';
const INCORRECT_PASSWORD = 'Incorrect password';
const SIGN_IN_LINK_INVALID = 'This sign-in link has expired or has already been used.';

/** The first link in the newest mail to `email` that matches `pattern`. */
const latestLink = (email: string, pattern: RegExp) => latestLinkIn(mail.messagesTo(email), pattern);

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);

function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@identity.example`;
}

interface NewUser {
  email: string;
  password: string;
  jar: CookieJar;
  /** Where the login callback sent the new user. */
  landing: string;
}

/** Signs up through /login?regType=guest&lr=… and the provider's 'Create an account' form. */
async function signUp(label: string, lr = '/myhome'): Promise<NewUser> {
  const jar = new CookieJar();
  const email = uniqueEmail(label);
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const loginUrl = `${stack.gatewayUrl}/login?regType=guest&lr=${encodeURIComponent(lr)}`;
  const loginPage = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl);
  const html = await loginPage.response.text();
  const href = /<a href="([^"]+\/signup)">Create an account<\/a>/.exec(html)?.[1];
  expect(href).toBeDefined();
  const signUpUrl = new URL(href!, loginPage.url).toString();
  const form = await jar.fetch(signUpUrl);
  expect(form.status).toBe(200);
  const submitted = await submitForm(jar, signUpUrl, await form.text(), { email, password, firstName: 'Pat', lastName: label });
  const atCallback = await followRedirects(jar, submitted.response, submitted.url, true);
  const callbackUrl = locationOf(atCallback.response, atCallback.url);
  expect(new URL(callbackUrl).pathname).toBe('/logged-in');
  const callback = await jar.fetch(callbackUrl);
  expect(callback.status).toBe(302);
  return { email, password, jar, landing: locationOf(callback, callbackUrl) };
}

async function postJson(jar: CookieJar, path: string, body: unknown, contentType = 'application/json') {
  return jar.fetch(`${stack.gatewayUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) });
}

function accessTokenOf(link: string): string {
  return new URL(link).hash.replace(/^#access_token=/, '');
}

describe('self-service sign-up', () => {
  it('is offered on /login?regType=guest only, creates a guest and sends them to the profile interceptor with lr', async () => {
    const plain = new CookieJar();
    const plainLogin = await followRedirects(plain, await plain.fetch(`${stack.gatewayUrl}/login`), `${stack.gatewayUrl}/login`);
    expect(await plainLogin.response.text()).not.toContain('Create an account');

    const user = await signUp('signup', '/briefing');
    expect(user.landing).toBe(`${stack.gatewayUrl}/intercept/business/profile?lr=%2Fbriefing`);
    const { body } = await as(user.jar, VIEWER);
    expect(body.data!.viewer).toMatchObject({
      email: user.email,
      userType: 'guest',
      // From the session response itself, for the header's check on every route change.
      interceptors: ['business-profile', 'business-terms'],
      registration: { userType: 'guest', profileComplete: false, tncAccepted: false, interceptors: ['business-profile', 'business-terms'] },
    });
  });

  it('refuses an address that already has an account, and a short password', async () => {
    const first = await signUp('taken');
    const jar = new CookieJar();
    const loginUrl = `${stack.gatewayUrl}/login?regType=guest`;
    const page = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl);
    const signUpUrl = new URL(/<a href="([^"]+\/signup)">/.exec(await page.response.text())![1], page.url).toString();
    const html = await (await jar.fetch(signUpUrl)).text();
    const taken = await submitForm(jar, signUpUrl, html, { email: first.email.toUpperCase(), password: 'long-enough-pw', firstName: 'A', lastName: 'B' });
    expect(taken.response.status).toBe(400);
    expect(await taken.response.text()).toContain('An account with this e-mail address already exists.');
    const short = await submitForm(jar, signUpUrl, html, { email: uniqueEmail('short'), password: 'short', firstName: 'A', lastName: 'B' });
    expect(short.response.status).toBe(400);
    expect(await short.response.text()).toContain('Must be at least 8 characters');
    expect(jar.get('portal_session')).toBeUndefined();
  });
});

describe('passwordless sign-in', () => {
  it('e-mails a one-time link; following it opens a session, sets the e-mail cookie and lands on communications', async () => {
    const owner = await signUp('passwordless');
    const jar = new CookieJar();
    const asked = await postJson(jar, '/access-preferences/passwordless', { email: owner.email });
    expect(asked.status).toBe(200);

    const [message] = mail.messagesTo(owner.email);
    expect(message.subject).toBe('Your Meridian Research sign-in link');
    const link = latestLink(owner.email, /https?:\/\/\S+\/passwordless#access_token=[A-Za-z0-9_-]+/);
    expect(link.startsWith(`${stack.gatewayUrl}/passwordless#access_token=`)).toBe(true);
    // The token travels in the hash: the page reads it and posts it.
    const redeemed = await postJson(jar, '/passwordless/callback', { accessToken: accessTokenOf(link) });
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toEqual({ redirectTo: '/my-account/communications' });
    const cookies = redeemed.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('portal_session='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('portal_passwordless_email='))).toContain(encodeURIComponent(owner.email));
    expect((await as(jar, VIEWER)).body.data!.viewer.email).toBe(owner.email);

    // The same link again, in another browser: refused, no session.
    const other = new CookieJar();
    const replay = await postJson(other, '/passwordless/callback', { accessToken: accessTokenOf(link) });
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toBe(SIGN_IN_LINK_INVALID);
    expect(other.get('portal_session')).toBeUndefined();

    // Logging out of a link session ends it without a provider round trip.
    const logout = await jar.fetch(`${stack.gatewayUrl}/logout`);
    expect(locationOf(logout, `${stack.gatewayUrl}/logout`)).toBe(`${stack.gatewayUrl}/myhome`);
    expect((await as(jar, VIEWER)).body.data!.viewer).toBeNull();
  });

  it('sends a signed-in user straight on without using the token', async () => {
    const owner = await signUp('pl-signed-in');
    await postJson(new CookieJar(), '/access-preferences/passwordless', { email: owner.email });
    const token = accessTokenOf(latestLink(owner.email, /\S+\/passwordless#access_token=\S+/));
    const already = await postJson(owner.jar, '/passwordless/callback', { accessToken: token });
    expect(await already.json()).toEqual({ redirectTo: '/my-account/communications' });
    // Still unused: another browser can redeem it once.
    expect((await postJson(new CookieJar(), '/passwordless/callback', { accessToken: token })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const owner = await signUp('pl-expired');
    await postJson(new CookieJar(), '/access-preferences/passwordless', { email: owner.email });
    const token = accessTokenOf(latestLink(owner.email, /\S+\/passwordless#access_token=\S+/));
    const databaseUrl = inject('stackEnv').DATABASE_URL;
    expect(databaseUrl, 'the identity tests age a token in PostgreSQL').toBeDefined();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const aged = await client.query("UPDATE identity_tokens SET expires_at = now() - interval '1 second' WHERE email = $1 AND purpose = 'passwordless'", [owner.email]);
      expect(aged.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    const expired = await postJson(new CookieJar(), '/passwordless/callback', { accessToken: token });
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toBe(SIGN_IN_LINK_INVALID);
  });

  it('sends at most 5 links per address in 15 minutes, answering the same way after that', async () => {
    const owner = await signUp('pl-throttle');
    for (let i = 0; i < 6; i++) {
      expect((await postJson(new CookieJar(), '/access-preferences/passwordless', { email: owner.email })).status).toBe(200);
    }
    expect(mail.messagesTo(owner.email)).toHaveLength(5);
  });

  it('answers an unknown address like a known one and sends nothing; refuses bad input', async () => {
    const nobody = uniqueEmail('nobody');
    const asked = await postJson(new CookieJar(), '/access-preferences/passwordless', { email: nobody });
    expect(asked.status).toBe(200);
    expect(mail.messagesTo(nobody)).toEqual([]);
    expect((await postJson(new CookieJar(), '/access-preferences/passwordless', { email: 'not an address' })).status).toBe(400);
    // Not JSON: what a cross-site form post would be.
    expect((await postJson(new CookieJar(), '/access-preferences/passwordless', { email: nobody }, 'text/plain')).status).toBe(415);
    expect((await postJson(new CookieJar(), '/passwordless/callback', { accessToken: 'x'.repeat(43) })).status).toBe(401);
  });
});

const CHANGE = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }';
const CAPTCHA = '{ captcha { provider challengeJson siteKey } }';
const RECOVER = 'mutation ($input: RecoverPasswordInput!) { recoverPassword(input: $input) }';
const TOKEN = 'query ($token: String!) { passwordResetToken(token: $token) { valid email } }';
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }';

async function canSignIn(email: string, password: string): Promise<boolean> {
  return signIn(stack.gatewayUrl, email, password).then(
    () => true,
    () => false,
  );
}

describe('password change', () => {
  it("answers 'Incorrect password' for a wrong current password, then changes it", async () => {
    const user = await signUp('change');
    expect((await as(null, CHANGE, { input: { currentPassword: user.password, newPassword: 'new-password-1' } })).body.errors![0].extensions).toMatchObject({ status: 401 });
    const wrong = await as(user.jar, CHANGE, { input: { currentPassword: 'not-my-password', newPassword: 'new-password-1' } });
    expect(wrong.body.data).toEqual({ changePassword: INCORRECT_PASSWORD });
    const tooShort = await as(user.jar, CHANGE, { input: { currentPassword: user.password, newPassword: 'short' } });
    expect(tooShort.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'newPassword', message: 'Must be at least 8 characters' }] });

    const right = await as(user.jar, CHANGE, { input: { currentPassword: user.password, newPassword: 'new-password-1' } });
    expect(right.body.data).toEqual({ changePassword: 'Password changed' });
    expect(await canSignIn(user.email, 'new-password-1')).toBe(true);
    expect(await canSignIn(user.email, user.password)).toBe(false);
  });
});

describe('password recovery and reset', () => {
  it('flags an empty e-mail and captcha, refuses an invalid or replayed captcha', async () => {
    const empty = await as(null, RECOVER, { input: { email: ' ', recaptchaToken: '' } });
    expect(empty.body.errors![0].extensions!.fieldErrors).toEqual([
      { field: 'email', message: 'This field is required' },
      { field: 'recaptchaToken', message: 'Please complete the captcha' },
    ]);
    const forged = await as(null, RECOVER, { input: { email: uniqueEmail('forged'), recaptchaToken: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') } });
    expect(forged.body.errors![0].extensions!.fieldErrors).toEqual([{ field: 'recaptchaToken', message: 'Please complete the captcha' }]);

    const { body } = await as(null, CAPTCHA);
    expect(body.data!.captcha).toMatchObject({ provider: 'altcha', siteKey: null });
    const solved = await solveAltcha(body.data!.captcha.challengeJson);
    expect((await as(null, RECOVER, { input: { email: uniqueEmail('once'), recaptchaToken: solved } })).body.data).toEqual({ recoverPassword: true });
    const replayed = await as(null, RECOVER, { input: { email: uniqueEmail('twice'), recaptchaToken: solved } });
    expect(replayed.body.errors![0].extensions!.fieldErrors).toEqual([{ field: 'recaptchaToken', message: 'Please complete the captcha' }]);
  });

  it('e-mails a reset link; the token is validated, resets once, and the new password signs in', async () => {
    const user = await signUp('reset');
    const challenge = (await as(null, CAPTCHA)).body.data!.captcha.challengeJson;
    const asked = await as(null, RECOVER, { input: { email: user.email, recaptchaToken: await solveAltcha(challenge) } });
    expect(asked.body.data).toEqual({ recoverPassword: true });

    const [message] = mail.messagesTo(user.email);
    expect(message.subject).toBe('Reset your Meridian Research password');
    const link = new URL(latestLink(user.email, /\S+\/my-account\/password\/create\?token=\S+/));
    expect(link.origin).toBe(stack.gatewayUrl);
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe(user.email);

    expect((await as(null, TOKEN, { token })).body.data).toEqual({ passwordResetToken: { valid: true, email: user.email } });
    expect((await as(null, TOKEN, { token: 'y'.repeat(43) })).body.data).toEqual({ passwordResetToken: { valid: false, email: null } });
    const weak = await as(null, RESET, { input: { email: user.email, resetToken: token, password: 'short' } });
    expect(weak.body.errors![0].extensions!.fieldErrors).toEqual([{ field: 'password', message: 'Must be at least 8 characters' }]);

    expect((await as(null, RESET, { input: { email: user.email, resetToken: token, password: 'reset-password-1' } })).body.data).toEqual({ resetPassword: true });
    const again = await as(null, RESET, { input: { email: user.email, resetToken: token, password: 'reset-password-2' } });
    expect(again.body.errors![0].message).toBe('This password reset link has expired or has already been used.');
    expect((await as(null, TOKEN, { token })).body.data).toEqual({ passwordResetToken: { valid: false, email: null } });
    expect(await canSignIn(user.email, 'reset-password-1')).toBe(true);
    expect(await canSignIn(user.email, user.password)).toBe(false);
  });
});

const COMPLETE = 'mutation ($input: RegistrationInput!) { completeRegistration(input: $input) { userType nextStep } }';
const TERMS = 'mutation { acceptTerms }';
const PREFERENCES = 'mutation ($p: [String!]!) { addSubscriptionPreferences(preferences: $p) }';
const PROFILE = { firstName: 'Robin', lastName: 'Reg', title: 'Director', companyName: 'Acme', country: 'US', city: 'Boston', zipCode: '02110', marketingEmails: true };

describe('registration and interceptors', () => {
  it('returns every broken field, then completes a guest, who goes home; terms complete', async () => {
    const guest = await signUp('register');
    const broken = await as(guest.jar, COMPLETE, { input: { ...PROFILE, firstName: '', companyName: ' ', zipCode: '1'.repeat(21) } });
    expect(broken.body.errors![0].extensions!.fieldErrors).toEqual([
      { field: 'firstName', message: 'This field is required' },
      { field: 'companyName', message: 'This field is required' },
      { field: 'zipCode', message: 'Must be 20 characters or fewer' },
    ]);
    expect((await as(guest.jar, COMPLETE, { input: PROFILE })).body.data).toEqual({ completeRegistration: { userType: 'guest', nextStep: 'home' } });
    expect((await as(guest.jar, VIEWER)).body.data!.viewer.registration.interceptors).toEqual(['business-terms']);
    expect((await as(guest.jar, TERMS)).body.data).toEqual({ acceptTerms: 'Terms and Conditions Agreement completed' });
    expect((await as(guest.jar, VIEWER)).body.data!.viewer.registration).toMatchObject({ profileComplete: true, tncAccepted: true, interceptors: [] });
    // Logged out: nothing to accept.
    expect((await as(null, TERMS)).body.errors![0].extensions).toMatchObject({ status: 401 });
  });

  it.each([
    ['client', 'new.client@meridian.example'],
    ['employee', 'new.employee@meridian.example'],
  ])('intercepts an invited %s at login, and sends them on to the preference step', async (userType, email) => {
    const jar = new CookieJar();
    const loginUrl = `${stack.gatewayUrl}/login?lr=${encodeURIComponent('/report/a/RES100001')}`;
    const page = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl);
    const submitted = await submitForm(jar, page.url, await page.response.text(), { email, password: DEMO_PASSWORD });
    const atCallback = await followRedirects(jar, submitted.response, submitted.url, true);
    const callbackUrl = locationOf(atCallback.response, atCallback.url);
    const callback = await jar.fetch(callbackUrl);
    expect(locationOf(callback, callbackUrl)).toBe(`${stack.gatewayUrl}/intercept/business/profile?lr=%2Freport%2Fa%2FRES100001`);

    if (userType === 'client') {
      // A client must name their organisation (the required special registration field).
      const missing = await as(jar, COMPLETE, { input: PROFILE });
      expect(missing.body.errors![0].extensions!.fieldErrors).toEqual([{ field: 'specialReg.Org Selections', message: 'This field is required' }]);
    }
    const input = { ...PROFILE, specialReg: userType === 'client' ? [{ name: 'Org Selections', value: 'Marketing' }] : [] };
    expect((await as(jar, COMPLETE, { input })).body.data).toEqual({ completeRegistration: { userType, nextStep: 'preference' } });
    expect((await as(jar, PREFERENCES, { p: ['research', 'webinars', 'research'] })).body.data).toEqual({ addSubscriptionPreferences: ['research', 'webinars'] });
    expect((await as(jar, VIEWER)).body.data!.viewer.registration).toMatchObject({ userType, profileComplete: true, preferencesSet: true, subscriptionPreferences: ['research', 'webinars'] });
  });
});

describe('the /briefing redirect and the redirect cookie', () => {
  it('sends a logged-out visit to /login?regType=guest&lr={full path}, saving the path; login then returns there', async () => {
    const user = await signUp('briefing');
    // A fresh browser of the same user.
    const jar = new CookieJar();
    const briefing = await jar.fetch(`${stack.gatewayUrl}/briefing?topic=ai`, { headers: { accept: 'text/html' } });
    expect(briefing.status).toBe(302);
    expect(briefing.headers.get('location')).toBe('/login?regType=guest&lr=%2Fbriefing%3Ftopic%3Dai');
    expect(jar.get('portal_redirect')).toBe(encodeURIComponent('/briefing?topic=ai'));

    // A bare /login (as from the error page's Log in) uses the saved redirect cookie.
    const loginUrl = `${stack.gatewayUrl}/login`;
    const page = await followRedirects(jar, await jar.fetch(loginUrl), loginUrl);
    const submitted = await submitForm(jar, page.url, await page.response.text(), { email: user.email, password: user.password });
    const atCallback = await followRedirects(jar, submitted.response, submitted.url, true);
    const callbackUrl = locationOf(atCallback.response, atCallback.url);
    const callback = await jar.fetch(callbackUrl);
    // Still intercepted (a new guest), with the saved path as lr.
    expect(locationOf(callback, callbackUrl)).toBe(`${stack.gatewayUrl}/intercept/business/profile?lr=${encodeURIComponent('/briefing?topic=ai')}`);
    expect(jar.get('portal_redirect')).toBeUndefined();

    // Signed in, /briefing is served.
    const served = await jar.fetch(`${stack.gatewayUrl}/briefing`, { headers: { accept: 'text/html' } });
    expect(served.status).not.toBe(302);
  });

  it('refuses an lr off the allow-list even with a saved redirect cookie', async () => {
    const jar = new CookieJar();
    await jar.fetch(`${stack.gatewayUrl}/briefing`, { headers: { accept: 'text/html' } });
    for (const lr of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const response = await jar.fetch(`${stack.gatewayUrl}/login?lr=${encodeURIComponent(lr)}`);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('Invalid LR Parameter');
    }
  });
});

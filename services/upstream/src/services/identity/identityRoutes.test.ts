// The identity routes over real HTTP against PostgreSQL, as their contracts serve them: who may
// ask is settled before the body is read, each refusal keeps its message, and nothing is cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaContracts, passwordContracts, passwordlessContracts, registrationContracts } from '@portal/contracts';
import { INCORRECT_PASSWORD, RESET_LINK_INVALID, SIGN_IN_LINK_INVALID } from '@portal/domain';
import { callJson, getJson, postJson } from '../../testing/http.js';
import { startSeededApp, type SeededApp } from '../../testing/seededApp.js';
import { signedAs } from '../../testing/signedCaller.js';
import { DEMO_PASSWORD } from '../auth/demoUsers.js';
import { NO_USER_MESSAGE } from '../user/requireUser.js';

const EMPLOYEE = 'usr-employee-0001';
const INTERCEPTED_CLIENT = 'usr-client-new-0001';

let app: SeededApp;
const url = (path: string) => `${app.baseUrl}${path}`;

beforeAll(async () => {
  app = await startSeededApp('identity-routes');
}, 120_000);

afterAll(() => app?.close());

describe('signed-in routes', () => {
  it('answer 401 to a caller without a signed user, whatever the body', async () => {
    for (const path of [passwordContracts.change.fullPath, registrationContracts.complete.fullPath, registrationContracts.acceptTerms.fullPath]) {
      const answer = await postJson(url(path), { nothing: 'the route reads' });
      expect(answer.status, path).toBe(401);
      expect(answer.body.message).toBe(NO_USER_MESSAGE);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect((await getJson(url(registrationContracts.get.fullPath), await signedAs('usr-nobody'))).status).toBe(401);
  });
});

describe('password change', () => {
  it("refuses a wrong current password as 'Incorrect password', and a weak new one with its rule", async () => {
    const employee = await signedAs(EMPLOYEE);
    const wrong = await postJson(url(passwordContracts.change.fullPath), { currentPassword: 'not-it-at-all', password: 'Another-pass-2026' }, employee);
    expect(wrong).toMatchObject({ status: 400, body: { message: INCORRECT_PASSWORD } });
    const weak = await postJson(url(passwordContracts.change.fullPath), { currentPassword: DEMO_PASSWORD, password: 'short' }, employee);
    expect(weak).toMatchObject({ status: 400, body: { message: 'Must be at least 8 characters' } });
    const same = await postJson(url(passwordContracts.change.fullPath), { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD }, employee);
    expect(same).toMatchObject({ status: 200, body: { result: 'Password changed' } });
  }, 30_000);
});

describe('links and tokens', () => {
  it('refuses an unknown reset or sign-in token, and a malformed address', async () => {
    expect(await postJson(url(passwordContracts.validateToken.fullPath), { resetToken: 'x'.repeat(43) })).toMatchObject({ status: 400, body: { message: RESET_LINK_INVALID } });
    expect(await postJson(url(passwordContracts.reset.fullPath), { resetToken: 'x'.repeat(43), password: 'Another-pass-2026' })).toMatchObject({
      status: 400,
      body: { message: RESET_LINK_INVALID },
    });
    expect(await postJson(url(passwordlessContracts.redeem.fullPath), { token: 'x'.repeat(43) })).toMatchObject({ status: 401, body: { message: SIGN_IN_LINK_INVALID } });
    expect(await postJson(url(passwordlessContracts.request.fullPath), { email: 'not an address' })).toMatchObject({
      status: 400,
      body: { message: 'A valid e-mail address is required' },
    });
    expect(await postJson(url(passwordContracts.recover.fullPath), { email: 'someone@example.com', recaptchaToken: ' ' })).toMatchObject({
      status: 400,
      body: { message: 'Please complete the captcha' },
    });
  });

  it('hands out a fresh captcha, never cached', async () => {
    const captcha = await getJson(url(captchaContracts.challenge.fullPath));
    expect(captcha.status).toBe(200);
    expect(captcha.headers.get('cache-control')).toBe('no-store');
    expect(captchaContracts.challenge.response.safeParse(captcha.body).success).toBe(true);
  });
});

describe('registration', () => {
  it('answers every broken field at once (formErrors), then completes the profile', async () => {
    const client = await signedAs(INTERCEPTED_CLIENT);
    const broken = await postJson(url(registrationContracts.complete.fullPath), { firstName: 'Noor' }, client);
    expect(broken.status).toBe(400);
    expect(broken.body.formErrors).toEqual({
      lastName: 'This field is required',
      title: 'This field is required',
      companyName: 'This field is required',
      country: 'This field is required',
      'specialReg.Org Selections': 'This field is required',
    });
    expect(broken.body.message).toBe('This field is required');
    const values = { firstName: 'Noor', lastName: 'Client', title: 'Buyer', companyName: 'Fabrikam', country: 'US', specialReg: { 'Org Selections': 'Marketing' } };
    expect(await postJson(url(registrationContracts.complete.fullPath), values, client)).toMatchObject({ status: 200, body: { userType: 'client', profileComplete: true } });
  });

  it('reads a post without a JSON body as an empty one, and refuses terms not accepted', async () => {
    const client = await signedAs(INTERCEPTED_CLIENT);
    const bare = await callJson(url(registrationContracts.acceptTerms.fullPath), 'POST', client);
    expect(bare.status).toBe(400);
    expect(bare.body.message).toMatch(/boolean/);
    expect(await postJson(url(registrationContracts.acceptTerms.fullPath), { accepted: false }, client)).toMatchObject({
      status: 400,
      body: { message: 'The terms must be accepted' },
    });
    expect(await postJson(url(registrationContracts.addPreferences.fullPath), { preferences: ['a', 'b', 'a'] }, client)).toMatchObject({
      status: 200,
      body: { preferences: ['a', 'b'] },
    });
  });
});

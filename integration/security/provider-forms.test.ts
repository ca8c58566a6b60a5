// The forms that reach the provider, attacked at upstream directly (a request that skips the form
// and the graph layer): a text one byte past its limit in multi-byte characters is refused; a
// submission without a captcha, with a forged one, or with a solution already used (here or on
// another form of the process, the password recovery) is refused and stored nowhere; a flood is
// cut off at the budget (429, Retry-After); a reader without inquiry access cannot send one; a
// visitor gets 401 on user data and the briefing; a client gets 403 on the staff listing; and no
// one reads another reader's saved company info, not with a bare user header either.
import { captchaContracts, passwordContracts, providerFormsContracts } from '@portal/contracts';
import {
  CAPTCHA_FAILED,
  FORM_SUBMISSION_LIMIT,
  SUBMISSIONS_EMPLOYEES_ONLY_MESSAGE,
  formRateLimitMessage,
  inquiryFormNotAllowedMessage,
  tooManyBytesMessage,
} from '@portal/domain';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import { solveAltcha } from '@portal/upstream/testing/identity';
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
// The forms' security readers (services/upstream demoUsers.ts): Kit has no subscription, Mika
// saves company info, Blair is an employee.
const KIT = 'usr-client-0053';
const MIKA = 'usr-client-0054';

const as = async (userId: string) => ({ [USER_CONTEXT_HEADER]: await signUserContext({ id: userId }, stack.userContextSecret) });
async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${stack.upstreamUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}
async function solvedCaptcha(): Promise<string> {
  const { body } = await call(captchaContracts.challenge.fullPath);
  return solveAltcha(JSON.stringify(body.challenge));
}
/** A visitor's contact form from its own address and e-mail, so no two tests share a budget. */
const visitorContact = async (who: number, overrides: Record<string, unknown> = {}) => ({
  contactType: 16,
  contactMethod: 'email',
  subject: 'The search page is broken',
  message: 'It shows nothing.',
  referer: 'https://www.meridian.example/search',
  name: 'Vi Sitor',
  email: `visitor-${who}@attacker.example`,
  recaptchaToken: await solvedCaptcha(),
  ...overrides,
});
const fromAddress = (who: number) => ({ 'x-forwarded-for': `203.0.113.${who}` });
const CONTACT = providerFormsContracts.submitContact.fullPath;
/** Mika's briefing, company info and all. */
const briefingBody = async (overrides: Record<string, unknown> = {}) => ({
  subject: 'A briefing',
  briefingType: 'Product Update',
  briefingDescription: 'What changed.',
  briefingDate: '',
  meetingType: 0,
  inPersonMeetingLocation: '',
  meetingAttendees: '',
  targetAudiences: [6],
  analysts: '',
  customCoverageArea: '',
  Name: 'Litware Secret Labs',
  companyAddress: '9 Hidden Road',
  City: 'Oslo',
  State: '',
  StateOther: 'Viken',
  Country: 'NO',
  ZipCode: '0150',
  Phone: '+47 000 00 000',
  URL: 'https://litware.example',
  Purpose: 'Confidential',
  companyInfoSave: false,
  participants: [],
  recaptchaToken: await solvedCaptcha(),
  ...overrides,
});

describe('byte limits at upstream', () => {
  it('takes a subject of 200 bytes of three-byte characters and refuses 201', async () => {
    const at = await call(CONTACT, { body: await visitorContact(1, { subject: `${'€'.repeat(66)}ab` }), headers: fromAddress(1) });
    expect(at.status).toBe(201);
    const past = await call(CONTACT, { body: await visitorContact(1, { subject: `${'€'.repeat(66)}abc` }), headers: fromAddress(1) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(tooManyBytesMessage(200));
  });

  it('refuses an inquiry question and a briefing ZIP code one byte past, in two-byte characters', async () => {
    const mika = await as(MIKA);
    const inquiry = await call(providerFormsContracts.submitInquiry.fullPath, {
      body: { formSelected: 'inquiry', contactMethod: 'Email', subject: 'Q', question: `${'é'.repeat(2000)}a`, goal: '', topic: '', analystId: '', deadline: '', recaptchaToken: await solvedCaptcha() },
      headers: mika,
    });
    expect(inquiry).toMatchObject({ status: 400, body: { message: tooManyBytesMessage(4000) } });
    const briefing = await call(providerFormsContracts.submitBriefing.fullPath, { body: await briefingBody({ ZipCode: `${'é'.repeat(5)}a` }), headers: mika });
    expect(briefing).toMatchObject({ status: 400, body: { message: tooManyBytesMessage(10) } });
  });
});

describe('the captcha at upstream', () => {
  it('refuses a submission without one or with a forged one', async () => {
    for (const recaptchaToken of [undefined, '', Buffer.from(JSON.stringify({ challenge: { signature: 'x' }, solution: { counter: 1 } })).toString('base64')]) {
      const { status, body } = await call(CONTACT, { body: { ...(await visitorContact(2)), recaptchaToken }, headers: fromAddress(2) });
      expect(status).toBe(400);
      expect(body.message).toBe(CAPTCHA_FAILED);
    }
  });

  it('accepts a solution once: replayed on the same form or on the password recovery it is refused', async () => {
    const token = await solvedCaptcha();
    expect((await call(CONTACT, { body: await visitorContact(3, { recaptchaToken: token }), headers: fromAddress(3) })).status).toBe(201);
    const replayed = await call(CONTACT, { body: await visitorContact(3, { recaptchaToken: token, subject: 'Again' }), headers: fromAddress(3) });
    expect(replayed).toMatchObject({ status: 400, body: { message: CAPTCHA_FAILED } });
    const elsewhere = await call(passwordContracts.recover.fullPath, { body: { email: 'visitor-3@attacker.example', recaptchaToken: token } });
    expect(elsewhere).toMatchObject({ status: 400, body: { message: CAPTCHA_FAILED } });

    // And the other way round: a solution spent on the recovery is no good for a contact.
    const spent = await solvedCaptcha();
    expect((await call(passwordContracts.recover.fullPath, { body: { email: 'visitor-3@attacker.example', recaptchaToken: spent } })).status).toBe(200);
    expect((await call(CONTACT, { body: await visitorContact(3, { recaptchaToken: spent }), headers: fromAddress(3) })).status).toBe(400);
  });
});

describe('the submission budget at upstream', () => {
  it(`takes ${FORM_SUBMISSION_LIMIT.points} from one address, then answers 429 with Retry-After and the message`, async () => {
    for (let i = 0; i < FORM_SUBMISSION_LIMIT.points; i++) {
      // A new e-mail each time: it is the address's budget that runs out.
      expect((await call(CONTACT, { body: await visitorContact(4, { email: `flood-${i}@attacker.example` }), headers: fromAddress(4) })).status).toBe(201);
    }
    const refused = await call(CONTACT, { body: await visitorContact(4, { email: 'flood-last@attacker.example' }), headers: fromAddress(4) });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.body.message).toBe(formRateLimitMessage(retryAfter));
  }, 120_000);
});

describe('who may do what', () => {
  it('a reader without inquiry access cannot send an inquiry (403)', async () => {
    const { status, body } = await call(providerFormsContracts.submitInquiry.fullPath, {
      body: { formSelected: 'inquiry', contactMethod: 'Email', subject: 'Q', question: 'Why?', goal: '', topic: '', analystId: '', deadline: '', recaptchaToken: await solvedCaptcha() },
      headers: await as(KIT),
    });
    expect(status).toBe(403);
    expect(body.message).toBe(inquiryFormNotAllowedMessage('inquiry'));
  });

  it('a visitor gets 401 on the user data and the briefing, whatever the body', async () => {
    expect((await call(providerFormsContracts.userFormData.fullPath)).status).toBe(401);
    expect((await call(providerFormsContracts.submitBriefing.fullPath, { body: {} })).status).toBe(401);
  });

  it('a client gets 403 on the staff listing; a bare user header naming an employee is nobody (401)', async () => {
    expect(await call(providerFormsContracts.submissions.fullPath, { headers: await as(KIT) })).toMatchObject({ status: 403, body: { message: SUBMISSIONS_EMPLOYEES_ONLY_MESSAGE } });
    expect((await call(providerFormsContracts.submissions.fullPath, { headers: { [USER_CONTEXT_HEADER]: 'usr-employee-0051' } })).status).toBe(401);
  });

  it("another reader's saved company info is never returned", async () => {
    const mika = await as(MIKA);
    const saved = await call(providerFormsContracts.submitBriefing.fullPath, {
      headers: mika,
      body: await briefingBody({ companyInfoSave: true }),
    });
    expect(saved.status).toBe(201);
    expect((await call(providerFormsContracts.userFormData.fullPath, { headers: mika })).body.companyInfo).toMatchObject({ companyName: 'Litware Secret Labs' });
    const kits = await call(providerFormsContracts.userFormData.fullPath, { headers: await as(KIT) });
    expect(kits.status).toBe(200);
    expect(kits.body.companyInfo).toBeNull();
    expect(JSON.stringify(kits.body)).not.toContain('Litware Secret Labs');
    // A header that names Mika without the signature is nobody.
    expect((await call(providerFormsContracts.userFormData.fullPath, { headers: { [USER_CONTEXT_HEADER]: MIKA, 'x-portal-user-id': MIKA } })).status).toBe(401);
  });
});

// The forms' routes over real HTTP against PostgreSQL: each byte limit at the boundary and one
// byte past it with multi-byte text, the visitor's name and address, the captcha (missing, forged,
// replayed), the per-reader and per-address budget (429 with Retry-After), the inquiry's access
// flags (403) and analysts, the briefing's saved company info (its own reader's only), the staff
// listing (employees only), and that a stored submission is queued and the queue woken.
import { asc, eq } from 'drizzle-orm';
import {
  CAPTCHA_FAILED,
  CONTACT_FORM_TYPES,
  FORMS_SIGN_IN_MESSAGE,
  REQUIRED_MESSAGE,
  SUBMISSIONS_EMPLOYEES_ONLY_MESSAGE,
  formRateLimitMessage,
  inquiryFormNotAllowedMessage,
  tooManyBytesMessage,
  unknownAnalystMessage,
  utf8ByteLength,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysts } from '../../db/schema.js';
import { callJson } from '../../testing/http.js';
import { signedAs } from '../../testing/signedCaller.js';
import { formSubmissions, savedCompanyInfo } from './db/schema.js';
import { startFormsTestApp, type FormsTestApp } from '../../testing/providerFormsApp.js';

const POINTS = 3;
let app: FormsTestApp;
let analystId: string;
type Headers = Record<string, string>;
const post = (path: string, body: unknown, headers: Headers = {}) => callJson(`${app.baseUrl}${path}`, 'POST', headers, body);
const get = (path: string, headers: Headers = {}) => callJson(`${app.baseUrl}${path}`, 'GET', headers);

let userSeq = 0;
async function newUser(options: { userType?: 'client' | 'guest' | 'employee'; subscriptions?: string[]; phoneNumber?: string } = {}) {
  const id = `usr-forms-ut-${++userSeq}`;
  await app.addUser({ id, subscriptions: ['FD'], ...options });
  return { id, email: `${id}@forms.example`, headers: await signedAs(id) };
}

const contact = async (overrides: Record<string, unknown> = {}) => ({
  contactType: 9,
  contactMethod: 'email',
  subject: 'Access to a report',
  message: 'I cannot open the report.',
  referer: 'https://www.meridian.example/research',
  recaptchaToken: await app.solvedCaptcha(),
  ...overrides,
});
const inquiry = async (overrides: Record<string, unknown> = {}) => ({
  formSelected: 'inquiry',
  contactMethod: 'Email',
  subject: 'Vendor shortlist',
  question: 'Which vendors should we shortlist?',
  goal: '',
  topic: '',
  analystId: '',
  deadline: '',
  recaptchaToken: await app.solvedCaptcha(),
  ...overrides,
});
const briefing = async (overrides: Record<string, unknown> = {}) => ({
  subject: 'Our new platform',
  briefingType: 'Company Introduction',
  briefingDescription: 'An introduction to our company.',
  briefingDate: 'Any Tuesday in March',
  meetingType: 0,
  inPersonMeetingLocation: '',
  meetingAttendees: '',
  targetAudiences: [5],
  analysts: '',
  customCoverageArea: '',
  Name: 'Zürich Systems',
  companyAddress: '1 Main Street',
  City: 'Zürich',
  State: '',
  StateOther: '',
  Country: 'CH',
  ZipCode: '8001',
  Phone: '+41 44 000 00 00',
  URL: 'https://zurich.example',
  Purpose: 'Software',
  companyInfoSave: false,
  participants: [{ fullName: 'Ana Müller', jobTitle: 'CEO', emailAddress: 'ana@zurich.example' }],
  recaptchaToken: await app.solvedCaptcha(),
  ...overrides,
});

/** `count` bytes of two-byte characters, plus one ASCII byte when `count` is odd. */
const bytes = (count: number, char = 'é') => char.repeat(Math.floor(count / utf8ByteLength(char))) + 'a'.repeat(count % utf8ByteLength(char));

beforeAll(async () => {
  app = await startFormsTestApp('provider_forms', POINTS);
  analystId = (await app.handle.db.select({ id: analysts.id }).from(analysts).where(eq(analysts.active, true)).orderBy(asc(analysts.fullName)).limit(1))[0]!.id;
}, 120_000);

afterAll(() => app?.close());

describe('the contact header', () => {
  it('answers each contact type and refuses an unknown one', async () => {
    for (const type of CONTACT_FORM_TYPES) expect((await get(`/contact/header?id=${type.id}`)).body).toEqual({ id: type.id, title: type.title, description: type.description });
    const unknown = await get('/contact/header?id=11');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown contact form id');
  });
});

describe('the contact form', () => {
  it('takes a subject of exactly 200 bytes of multi-byte text and refuses one byte more', async () => {
    const user = await newUser();
    expect(utf8ByteLength(bytes(200, '€'))).toBe(200);
    const ok = await post('/contact', await contact({ subject: bytes(200, '€'), message: bytes(4000, '😀') }), user.headers);
    expect(ok.status).toBe(201);
    expect(ok.body.contactId).toMatch(/^[0-9a-f-]{36}$/);
    for (const [field, limit] of [['subject', 200], ['message', 4000]] as const) {
      const over = await post('/contact', await contact({ [field]: bytes(limit + 1, '€') }), user.headers);
      expect(over.status, field).toBe(400);
      expect(over.body.message).toBe(tooManyBytesMessage(limit));
    }
  });

  it('stores what a signed-in reader sent, under their profile, without the captcha, and wakes the queue', async () => {
    const user = await newUser({ phoneNumber: '6175550123' });
    const wakesBefore = app.wakes();
    const { status, body } = await post('/contact', await contact({ contactType: 13, subject: 'Pricing', name: 'Someone Else', email: 'else@example.com' }), user.headers);
    expect(status).toBe(201);
    const [row] = await app.handle.db.select().from(formSubmissions).where(eq(formSubmissions.id, body.contactId));
    expect(row).toMatchObject({ kind: 'contact', userId: user.id, email: user.email, label: 'Talk To Sales', subject: 'Pricing', deliveryState: 'queued', attempts: 0 });
    expect(row!.payload).toMatchObject({ name: `Test ${user.id}`, email: user.email, phone: '6175550123', contactType: 13 });
    expect(JSON.stringify(row!.payload)).not.toContain('recaptchaToken');
    expect(row!.messageId).toBe(`<form-submission-${row!.id}@meridian.example>`);
    expect(app.wakes()).toBe(wakesBefore + 1);
  });

  it('asks a visitor for a name and an address, then takes the form', async () => {
    const noName = await post('/contact', await contact({ email: 'visitor@example.com' }), { 'x-forwarded-for': '198.51.100.20' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(REQUIRED_MESSAGE);
    const badEmail = await post('/contact', await contact({ name: 'Vi Sitor', email: 'not-an-address' }), { 'x-forwarded-for': '198.51.100.20' });
    expect(badEmail.body.message).toBe('Please enter a valid email address');
    const ok = await post('/contact', await contact({ name: 'Vi Sitor', email: 'visitor@example.com' }), { 'x-forwarded-for': '198.51.100.20' });
    expect(ok.status).toBe(201);
    const [row] = await app.handle.db.select().from(formSubmissions).where(eq(formSubmissions.id, ok.body.contactId));
    expect(row).toMatchObject({ userId: null, email: 'visitor@example.com' });
  });

  it('asks for a phone number to be called on when the profile has none', async () => {
    const user = await newUser();
    const { status, body } = await post('/contact', await contact({ contactMethod: 'phone' }), user.headers);
    expect(status).toBe(400);
    expect(body.message).toBe('Please enter a phone number to be called on');
  });
});

describe('the captcha', () => {
  it('refuses a missing, a forged and a replayed solution (400), storing nothing', async () => {
    const user = await newUser();
    const before = (await app.handle.db.select().from(formSubmissions).where(eq(formSubmissions.userId, user.id))).length;
    for (const recaptchaToken of [undefined, '', 'bm90IGEgc29sdXRpb24=']) {
      const { status, body } = await post('/contact', { ...(await contact()), recaptchaToken }, user.headers);
      expect(status).toBe(400);
      expect(body.message).toBe(CAPTCHA_FAILED);
    }
    const token = await app.solvedCaptcha();
    expect((await post('/contact', await contact({ recaptchaToken: token }), user.headers)).status).toBe(201);
    const replayed = await post('/contact', await contact({ recaptchaToken: token, subject: 'Again' }), user.headers);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(CAPTCHA_FAILED);
    expect((await app.handle.db.select().from(formSubmissions).where(eq(formSubmissions.userId, user.id))).length).toBe(before + 1);
  });
});

describe('the submission budget', () => {
  it('refuses a reader past the limit with 429, the domain message and Retry-After', async () => {
    const user = await newUser();
    for (let i = 0; i < POINTS; i++) expect((await post('/contact', await contact(), user.headers)).status).toBe(201);
    const refused = await post('/contact', await contact(), user.headers);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(refused.body).toEqual({ status: 429, error: 'Too Many Requests', message: formRateLimitMessage(retryAfter) });
  });

  it('counts a visitor by address and by e-mail, and only valid, human submissions', async () => {
    const visitor = { name: 'Vi Sitor', email: 'budget@example.com' };
    // Refused input and captchas cost nothing.
    for (let i = 0; i < POINTS + 1; i++) await post('/contact', await contact({ ...visitor, recaptchaToken: 'forged' }), { 'x-forwarded-for': '203.0.113.50' });
    for (let i = 0; i < POINTS; i++) expect((await post('/contact', await contact(visitor), { 'x-forwarded-for': '203.0.113.50' })).status).toBe(201);
    // Another address, the same e-mail: refused by the e-mail's budget.
    expect((await post('/contact', await contact(visitor), { 'x-forwarded-for': '203.0.113.51' })).status).toBe(429);
    // The same address, another e-mail: refused by the address's budget.
    expect((await post('/contact', await contact({ ...visitor, email: 'other@example.com' }), { 'x-forwarded-for': '203.0.113.50' })).status).toBe(429);
  });
});

describe('user form data', () => {
  it('is 401 for a visitor and the reader’s own details and saved company info otherwise', async () => {
    expect(await get('/user-data')).toMatchObject({ status: 401, body: { message: FORMS_SIGN_IN_MESSAGE } });
    const user = await newUser({ phoneNumber: '6175550100' });
    expect((await get('/user-data', user.headers)).body).toEqual({
      fullName: `Test ${user.id}`,
      emailAddress: user.email,
      phoneNumber: '6175550100',
      accountName: 'Forms Test Co',
      jobTitle: 'Tester',
      companyInfo: null,
    });
  });
});

describe('the inquiry', () => {
  it('offers the forms the reader’s products allow, the analysts by name, and the analyst of a bio id', async () => {
    const fd = await newUser({ subscriptions: ['FD'] });
    const init = (await get(`/inquiry/init?bioId=${analystId}`, fd.headers)).body;
    expect(init.access).toEqual({ userCanSubmitInquiry: true, userCanAskGuidance: true, researchRequestAccess: true });
    expect(init.formSelection).toEqual(['inquiry', 'guidance', 'researchRequest']);
    expect(init.preselectedAnalystId).toBe(analystId);
    const names = init.analysts.map((analyst: { name: string }) => analyst.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await get('/inquiry/init?bioId=BIO99999999', fd.headers)).body.preselectedAnalystId).toBeNull();

    const fmi = await newUser({ subscriptions: ['FMI'] });
    expect((await get('/inquiry/init', fmi.headers)).body.formSelection).toEqual(['researchRequest']);
    const guest = await newUser({ userType: 'guest', subscriptions: ['GUEST'] });
    expect((await get('/inquiry/init', guest.headers)).body.formSelection).toEqual([]);
    expect((await get('/inquiry/init')).status).toBe(401);
  });

  it('refuses a form the flags do not allow (403) and an unknown analyst (400)', async () => {
    const fmi = await newUser({ subscriptions: ['FMI'] });
    const refused = await post('/inquiry', await inquiry({ formSelected: 'guidance' }), fmi.headers);
    expect(refused).toMatchObject({ status: 403, body: { message: inquiryFormNotAllowedMessage('guidance') } });
    expect((await post('/inquiry', await inquiry({ formSelected: 'researchRequest' }), fmi.headers)).status).toBe(201);
    const fd = await newUser();
    const unknown = await post('/inquiry', await inquiry({ analystId: 'BIO99999999' }), fd.headers);
    expect(unknown).toMatchObject({ status: 400, body: { message: unknownAnalystMessage('BIO99999999') } });
    const ok = await post('/inquiry', await inquiry({ analystId, deadline: '2999-01-31' }), fd.headers);
    expect(ok.status).toBe(201);
    const [row] = await app.handle.db.select().from(formSubmissions).where(eq(formSubmissions.id, ok.body.userInquiryId));
    expect(row).toMatchObject({ kind: 'inquiry', label: 'Inquiry', userId: fd.id });
  });

  it('takes subject, question and goal at their byte limits and refuses one byte more', async () => {
    const user = await newUser();
    expect((await post('/inquiry', await inquiry({ subject: bytes(100, '€'), question: bytes(4000), goal: bytes(4000, '😀') }), user.headers)).status).toBe(201);
    for (const [field, limit] of [['subject', 100], ['question', 4000], ['goal', 4000]] as const) {
      const over = await post('/inquiry', await inquiry({ [field]: bytes(limit + 1, '€') }), user.headers);
      expect(over.status, field).toBe(400);
      expect(over.body.message).toBe(tooManyBytesMessage(limit));
    }
  });

  it('is for signed-in readers only', async () => {
    expect((await post('/inquiry', await inquiry())).status).toBe(401);
  });
});

describe('the briefing', () => {
  it('is 401 for a visitor whatever the body', async () => {
    expect(await post('/briefing', {})).toMatchObject({ status: 401, body: { message: FORMS_SIGN_IN_MESSAGE } });
  });

  it('takes the wire names at their byte limits and refuses one byte more', async () => {
    const user = await newUser();
    expect((await post('/briefing', await briefing({ ZipCode: bytes(10), City: bytes(100, '€'), subject: bytes(1000, '😀') }), user.headers)).status).toBe(201);
    for (const [field, limit] of [['ZipCode', 10], ['City', 100], ['Phone', 50], ['analysts', 500]] as const) {
      const over = await post('/briefing', await briefing({ [field]: bytes(limit + 1) }), user.headers);
      expect(over.status, field).toBe(400);
      expect(over.body.message).toBe(tooManyBytesMessage(limit));
    }
  });

  it('saves the company info under the saved names when asked, for its reader only', async () => {
    const saver = await newUser();
    const other = await newUser();
    const { status, body } = await post('/briefing', await briefing({ companyInfoSave: true, Phone: '+41 44 111 11 11', StateOther: 'Kanton', ZipCode: '8002' }), saver.headers);
    expect(status).toBe(201);
    const [row] = await app.handle.db.select().from(formSubmissions).where(eq(formSubmissions.id, body.briefingId));
    expect(row).toMatchObject({ kind: 'briefing', label: 'Company Introduction', subject: 'Our new platform' });
    const saved = (await get('/user-data', saver.headers)).body.companyInfo;
    expect(saved).toMatchObject({ companyName: 'Zürich Systems', companyCity: 'Zürich', companyTelephone: '+41 44 111 11 11', companyOtherState: 'Kanton', companyZip: '8002' });
    expect((await get('/user-data', other.headers)).body.companyInfo).toBeNull();
    // Without companyInfoSave nothing is overwritten.
    await post('/briefing', await briefing({ City: 'Basel' }), saver.headers);
    expect((await get('/user-data', saver.headers)).body.companyInfo.companyCity).toBe('Zürich');
    expect(await app.handle.db.select().from(savedCompanyInfo).where(eq(savedCompanyInfo.userId, other.id))).toEqual([]);
  });
});

describe('the submissions listing', () => {
  it('is for employees only: 401 for a visitor, 403 for a client', async () => {
    expect((await get('/submissions')).status).toBe(401);
    const client = await newUser();
    expect(await get('/submissions', client.headers)).toMatchObject({ status: 403, body: { message: SUBMISSIONS_EMPLOYEES_ONLY_MESSAGE } });
  });

  it('lists newest first, paged, filtered by state', async () => {
    const employee = await newUser({ userType: 'employee' });
    const { body } = await get('/submissions', employee.headers);
    expect(body.total).toBeGreaterThan(5);
    const times = body.items.map((item: { submittedAt: string }) => item.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.items[0]).toMatchObject({ deliveryState: 'queued', attempts: 0, deliveredAt: null, lastError: null });
    expect((await get('/submissions?state=delivered', employee.headers)).body).toMatchObject({ items: [], total: 0 });
    expect((await get('/submissions?page=0', employee.headers)).status).toBe(400);
  });
});

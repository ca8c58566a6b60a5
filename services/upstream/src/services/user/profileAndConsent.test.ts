// user-service profile, countries and special registration fields, the profile PATCH, and
// preference-service consent, against PostgreSQL over HTTP. Each acts only for the caller named
// by x-portal-user: there is no parameter that names another user, and B's rows are unchanged
// after A's writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MAX_LENGTHS } from '@portal/domain';
import { getJson, postJson, request } from '../../testing/http.js';
import { DEMO_USERS } from '../auth/demoUsers.js';
import { signedAs } from '../../testing/signedCaller.js';
import { startSeededApp, type SeededApp } from '../../testing/seededApp.js';

const A = DEMO_USERS.find((u) => u.userType === 'employee')!;
const B = DEMO_USERS.find((u) => u.userType === 'client')!;
const as = (user: { id: string }) => signedAs(user.id);

let app: SeededApp;

beforeAll(async () => {
  app = await startSeededApp('profile');
}, 60_000);

afterAll(() => app?.close());

const PROFILE = '/user-service/api/v1/user/profile';
const SPECIAL = '/user-service/api/v1/user/profile/special-registration-fields';
const COUNTRIES = '/user-service/api/v1/user/countries';
const UPDATE = '/auth-service/api/v1/user';
const CONSENT = '/preference-service/api/v1/consent';

const patch = (body: unknown, headers: Record<string, string>) =>
  request(`${app.baseUrl}${UPDATE}`, { method: 'PATCH', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const validFor = (user: typeof A) => ({
  accountName: user.accountName!,
  countryCode: user.country!,
  firstName: user.firstName,
  jobTitle: user.jobTitle!,
  lastName: user.lastName,
});

describe('who may call', () => {
  it.each([
    ['GET', PROFILE],
    ['GET', SPECIAL],
    ['GET', COUNTRIES],
    ['GET', CONSENT],
    ['POST', CONSENT],
    ['PATCH', UPDATE],
  ])('%s %s is 401 without a user or for an unknown one, and never cached', async (method, path) => {
    for (const headers of [{}, await signedAs('usr-nobody')]) {
      const res = await request(`${app.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: method === 'GET' ? undefined : '{}' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, error: 'Unauthorized', message: 'A signed-in user (x-portal-user) is required' });
    }
  });
});

describe('reading', () => {
  it("answers the caller's own profile, no-store", async () => {
    const res = await getJson(`${app.baseUrl}${PROFILE}`, await as(B));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ usermetaId: B.id, emailAddress: B.email, firstName: B.firstName, countryCode: 'US', phoneNumber: '6175550100', prefix: '', isSSO: false });
  });

  it('lists countries by name with ISO codes', async () => {
    const { body } = await getJson<{ code: string; name: string }[]>(`${app.baseUrl}${COUNTRIES}`, await as(A));
    expect(body.length).toBeGreaterThan(240);
    expect(body).toContainEqual({ code: 'US', name: 'United States' });
    expect(body).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    const names = body.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("gives client accounts a required 'Org Selections' field, others an optional one", async () => {
    expect((await getJson(`${app.baseUrl}${SPECIAL}`, await as(B))).body).toEqual([{ name: 'Org Selections', required: true, value: '' }]);
    expect((await getJson(`${app.baseUrl}${SPECIAL}`, await as(A))).body).toEqual([{ name: 'Org Selections', required: false, value: '' }]);
  });
});

describe('PATCH /auth-service/api/v1/user', () => {
  it("updates only the caller's profile, formats the phone, takes the spec's aliases, and leaves B unchanged", async () => {
    const bBefore = (await getJson(`${app.baseUrl}${PROFILE}`, await as(B))).body;
    const res = await patch(
      { ...validFor(A), jobTitle: 'Chief Analyst', city: 'Boston', title: 'Dr.', phone: '617-555-0199', phoneExtn: '42', specialReg: 'Marketing', usermetaId: B.id, emailAddress: 'other@example.com' },
      await as(A),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ usermetaId: A.id, emailAddress: A.email, jobTitle: 'Chief Analyst', city: 'Boston', prefix: 'Dr.', phoneNumber: '617.555.0199', extension: '42' });
    expect((await getJson(`${app.baseUrl}${PROFILE}`, await as(A))).body).toEqual(res.body);
    expect((await getJson(`${app.baseUrl}${SPECIAL}`, await as(A))).body).toEqual([{ name: 'Org Selections', required: false, value: 'Marketing' }]);
    // Naming B in the body changes nothing of B's.
    expect((await getJson(`${app.baseUrl}${PROFILE}`, await as(B))).body).toEqual(bBefore);
    expect((await getJson(`${app.baseUrl}${SPECIAL}`, await as(B))).body[0].value).toBe('');
  });

  it('accepts every field at its limit', async () => {
    const atLimit = Object.fromEntries(Object.entries(PROFILE_MAX_LENGTHS).map(([field, max]) => [field, 'x'.repeat(max)]));
    const res = await patch({ ...atLimit, prefix: 'Ms.' }, await as(A));
    expect(res.status).toBe(200);
    expect(res.body.street).toHaveLength(255);
  });

  it('refuses a field one past its limit, and required fields left blank, with every field error and nothing stored', async () => {
    const before = (await getJson(`${app.baseUrl}${PROFILE}`, await as(A))).body;
    const res = await patch({ ...validFor(A), firstName: ' ', postalCode: 'x'.repeat(21), jobTitle: 'x'.repeat(129) }, await as(A));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      error: 'Bad Request',
      message: 'This field is required',
      fieldErrors: { firstName: 'This field is required', postalCode: 'Must be 20 characters or fewer', jobTitle: 'Must be 128 characters or fewer' },
    });
    expect((await getJson(`${app.baseUrl}${PROFILE}`, await as(A))).body).toEqual(before);
  });

  it("requires a client's 'Org Selections' with the same message", async () => {
    const res = await patch(validFor(B), await as(B));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ specialReg: 'This field is required' });
  });
});

describe('consent', () => {
  it('answers every known id, null (the default) until saved', async () => {
    const { status, body } = await getJson(`${app.baseUrl}${CONSENT}`, await as(A));
    expect(status).toBe(200);
    expect(body).toEqual({ preferences: [1, 2, 3, 4, 6, 8, 10, 13].map((preferenceId) => ({ preferenceId, value: null })) });
  });

  it("saves the caller's entries only; B's stay unset", async () => {
    const saved = await postJson(`${app.baseUrl}${CONSENT}`, { preferences: [{ preferenceId: 3, value: true }, { preferenceId: 8, value: true }] }, await as(A));
    expect(saved.status).toBe(200);
    const again = await postJson(`${app.baseUrl}${CONSENT}`, { preferences: [{ preferenceId: 8, value: false }, { preferenceId: 10, value: true }] }, await as(A));
    const expected = [1, 2, 3, 4, 6, 8, 10, 13].map((preferenceId) => ({ preferenceId, value: ({ 3: true, 8: false, 10: true } as Record<number, boolean>)[preferenceId] ?? null }));
    expect(again.body).toEqual({ preferences: expected });
    expect((await getJson(`${app.baseUrl}${CONSENT}`, await as(A))).body).toEqual({ preferences: expected });
    expect((await getJson(`${app.baseUrl}${CONSENT}`, await as(B))).body.preferences.every((e: { value: unknown }) => e.value === null)).toBe(true);
  });

  it('refuses unknown ids and malformed bodies with 400, storing nothing', async () => {
    const before = (await getJson(`${app.baseUrl}${CONSENT}`, await as(A))).body;
    for (const body of [{ preferences: [{ preferenceId: 5, value: true }] }, { preferences: [{ preferenceId: 3, value: 'yes' }] }, []]) {
      const res = await postJson(`${app.baseUrl}${CONSENT}`, body, await as(A));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Bad Request');
    }
    expect((await getJson(`${app.baseUrl}${CONSENT}`, await as(A))).body).toEqual(before);
  });
});

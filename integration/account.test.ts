// The account area end to end: users signed in through the built-in provider read and save their
// profile and communication preferences through the gateway (account-graph -> user-service,
// auth-service PATCH, preference-service). The spec's profile rules at each limit and one past
// it; user B's data unchanged by everything A does. The run's database is shared by every file,
// so A's profile and preferences are put back afterwards.
import { PROFILE_MAX_LENGTHS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();
let userA: CookieJar;
let userB: CookieJar;

const PROFILE_FIELDS = 'id emailAddress isSSO accountName city countryCode extension firstName jobTitle lastName otherRegion phoneNumber postalCode prefix state street streetSecondLine';
const PREFERENCE_FIELDS = 'id research webinar phoneCall unsubscribe productsAndServices researchSurveys events';
const READ = `{ viewer { id fullName profile { ${PROFILE_FIELDS} } specialRegistrationFields { name required value } countries { code name } preferences { ${PREFERENCE_FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE_FIELDS} } }`;
const SAVE_PREFERENCES = `mutation ($input: CommunicationPreferencesInput!) { updateCommunicationPreferences(input: $input) { ${PREFERENCE_FIELDS} } }`;

const GUEST = { id: 'usr-guest-0001', email: 'guest@meridian.example' };
const CLIENT = { id: 'usr-client-0001', email: 'client@meridian.example' };
const DEFAULT_PREFERENCES = { research: 'never', webinar: 'off', phoneCall: 'restrict', unsubscribe: 'subscribe', productsAndServices: true, researchSurveys: true, events: true };

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);

let originalA: Record<string, string>;
let bBefore: unknown;

function editable(profile: Record<string, unknown>): Record<string, string> {
  const { id: _id, emailAddress: _e, isSSO: _s, ...fields } = profile;
  return fields as Record<string, string>;
}

beforeAll(async () => {
  userA = await signIn(stack.gatewayUrl, GUEST.email);
  userB = await signIn(stack.gatewayUrl, CLIENT.email);
  originalA = editable((await as(userA, READ)).body.data!.viewer.profile);
  bBefore = (await as(userB, READ)).body.data;
});

afterAll(async () => {
  if (userA && originalA) {
    await as(userA, UPDATE, { input: { ...originalA, specialReg: '' } });
    await as(userA, SAVE_PREFERENCES, { input: DEFAULT_PREFERENCES });
  }
});

describe('logged out', () => {
  it('has no viewer, and both mutations are refused as UNAUTHORIZED', async () => {
    expect((await as(null, READ)).body).toEqual({ data: { viewer: null } });
    for (const [query, input] of [[UPDATE, originalA], [SAVE_PREFERENCES, DEFAULT_PREFERENCES]] as const) {
      const { body } = await as(null, query, { input });
      expect(body.errors?.[0]).toMatchObject({ message: 'Log in to manage your account', extensions: { code: 'UNAUTHORIZED', status: 401 } });
    }
  });
});

describe('reading', () => {
  it("answers the signed-in user's own profile, special registration fields, countries and default preferences", async () => {
    const { body } = await as(userA, READ);
    expect(body.errors).toBeUndefined();
    const viewer = body.data!.viewer;
    expect(viewer.id).toBe(GUEST.id);
    expect(viewer.profile).toMatchObject({ id: GUEST.id, emailAddress: GUEST.email, firstName: 'Gale', lastName: 'Harper', accountName: 'Contoso', countryCode: 'GB', isSSO: false });
    expect(viewer.specialRegistrationFields).toEqual([{ name: 'Org Selections', required: false, value: '' }]);
    expect(viewer.countries).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    expect(viewer.preferences).toEqual({ id: GUEST.id, ...DEFAULT_PREFERENCES });
    expect((bBefore as { viewer: { profile: { id: string } } }).viewer.profile.id).toBe(CLIENT.id);
  });
});

describe('profile validation (spec 1 §5)', () => {
  it('accepts every field at its limit', async () => {
    const atLimit = Object.fromEntries(Object.entries(PROFILE_MAX_LENGTHS).map(([field, max]) => [field, 'x'.repeat(max)]));
    const { body } = await as(userA, UPDATE, { input: { ...atLimit, prefix: 'Mrs.', phoneNumber: '1'.repeat(38) } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateProfile).toMatchObject({ accountName: 'x'.repeat(255), jobTitle: 'x'.repeat(128), postalCode: 'x'.repeat(20), prefix: 'Mrs.' });
  });

  it.each(Object.entries(PROFILE_MAX_LENGTHS))('refuses %s one past its limit of %i, saving nothing', async (field, max) => {
    const before = (await as(userA, READ)).body.data!.viewer.profile;
    const { body } = await as(userA, UPDATE, { input: { ...editable(before), [field]: 'y'.repeat(max + 1) } });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: `Must be ${max} characters or fewer`,
      extensions: { code: 'BAD_USER_INPUT', status: 400, fieldErrors: [{ field, message: `Must be ${max} characters or fewer` }] },
    });
    expect((await as(userA, READ)).body.data!.viewer.profile).toEqual(before);
  });

  it("refuses each required field left blank with 'This field is required'", async () => {
    const { body } = await as(userA, UPDATE, { input: { ...originalA, accountName: '', countryCode: '', firstName: ' ', jobTitle: '', lastName: '' } });
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual(
      ['accountName', 'countryCode', 'firstName', 'jobTitle', 'lastName'].map((field) => ({ field, message: 'This field is required' })),
    );
  });

  it("requires a client's Org Selections", async () => {
    const profile = editable((bBefore as { viewer: { profile: Record<string, unknown> } }).viewer.profile);
    const { body } = await as(userB, UPDATE, { input: profile });
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'specialReg', message: 'This field is required' }]);
  });
});

describe('saving', () => {
  it('saves the profile (phone formatted), shows the new name in the viewer, and leaves B unchanged', async () => {
    const { body } = await as(userA, UPDATE, {
      input: { ...originalA, firstName: 'Galen', jobTitle: 'Principal Analyst', prefix: 'Dr.', city: 'London', phoneNumber: '020-794-60958', specialReg: 'Research' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateProfile).toMatchObject({ id: GUEST.id, firstName: 'Galen', jobTitle: 'Principal Analyst', prefix: 'Dr.', city: 'London', phoneNumber: '020.794.60958' });
    const after = (await as(userA, READ)).body.data!.viewer;
    expect(after.fullName).toBe('Galen Harper');
    expect(after.profile).toEqual(body.data!.updateProfile);
    expect(after.specialRegistrationFields).toEqual([{ name: 'Org Selections', required: false, value: 'Research' }]);
    expect((await as(userB, READ)).body.data).toEqual(bBefore);
  });

  it('round-trips the communication preferences through the mapping, and leaves B unchanged', async () => {
    for (const input of [
      { research: 'whenPublished', webinar: 'weekly', phoneCall: 'allow', unsubscribe: 'subscribe', productsAndServices: false, researchSurveys: true, events: false },
      { research: 'weekly', webinar: 'off', phoneCall: 'restrict', unsubscribe: 'unsubscribe', productsAndServices: true, researchSurveys: false, events: true },
    ]) {
      const { body } = await as(userA, SAVE_PREFERENCES, { input });
      expect(body).toEqual({ data: { updateCommunicationPreferences: { id: GUEST.id, ...input } } });
      expect((await as(userA, READ)).body.data!.viewer.preferences).toEqual({ id: GUEST.id, ...input });
    }
    expect((await as(userB, READ)).body.data).toEqual(bBefore);
  });

  it('refuses a choice outside the mapping', async () => {
    const { body } = await as(userA, SAVE_PREFERENCES, { input: { ...DEFAULT_PREFERENCES, webinar: 'daily' } });
    expect(body.errors?.[0]).toMatchObject({ message: 'Must be one of weekly, off', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });
});

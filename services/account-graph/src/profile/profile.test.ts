import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createAccountContext } from '../context.js';
import { buildAccountSubgraph } from '../schema.js';

const A = DEMO_USERS.find((u) => u.userType === 'employee')!;
const B = DEMO_USERS.find((u) => u.userType === 'client')!;

const READ = `{ viewer { id profile { id firstName lastName jobTitle phoneNumber prefix countryCode city }
  specialRegistrationFields { name required value } countries { code name }
  preferences { id research webinar phoneCall unsubscribe productsAndServices researchSurveys events } } }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id firstName jobTitle phoneNumber prefix city } }`;
const SAVE_PREFS = `mutation($input: CommunicationPreferencesInput!) { updateCommunicationPreferences(input: $input) { id research webinar phoneCall unsubscribe productsAndServices researchSurveys events } }`;

const required = { accountName: 'Meridian Research', countryCode: 'US', firstName: 'Emery', jobTitle: 'Research Director', lastName: 'Stone' };
const prefs = { research: 'weekly', webinar: 'weekly', phoneCall: 'allow', unsubscribe: 'unsubscribe', productsAndServices: false, researchSurveys: true, events: false };

describe('profile and preferences over the real upstream', () => {
  let upstream: RealUpstream;
  let graph: TestSubgraph;
  let stop: () => Promise<void>;
  const as = (user: { id: string }) => ({ user: { id: user.id } });

  beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('account_profile_test'), { build: buildAccountSubgraph, contextFactory: createAccountContext })); }, 60_000);
  afterAll(() => stop?.());

  it('reads the profile, fields, countries and default preferences of the signed-in user', async () => {
    const { data, errors } = await graph.query(READ, {}, as(A));
    expect(errors).toBeUndefined();
    expect(data.viewer.profile).toEqual({ id: A.id, firstName: 'Emery', lastName: 'Stone', jobTitle: 'Research Director', phoneNumber: '', prefix: '', countryCode: 'US', city: '' });
    expect(data.viewer.specialRegistrationFields).toEqual([{ name: 'Org Selections', required: false, value: '' }]);
    expect(data.viewer.countries).toContainEqual({ code: 'US', name: 'United States' });
    expect(data.viewer.preferences).toEqual({
      id: A.id, research: 'never', webinar: 'off', phoneCall: 'restrict', unsubscribe: 'subscribe', productsAndServices: true, researchSurveys: true, events: true,
    });
  });

  it('is never cached: each read asks the services again', async () => {
    const before = await upstream.requestCount();
    await graph.query(READ, {}, as(A));
    await graph.query(READ, {}, as(A));
    // Session verify (the viewer), profile, special registration fields, countries, consent.
    expect((await upstream.requestCount()) - before).toBe(10);
  });

  it('refuses both mutations when logged out, before any REST call', async () => {
    const before = await upstream.requestCount();
    for (const [query, input] of [[UPDATE, required], [SAVE_PREFS, prefs]] as const) {
      const { errors } = await graph.query(query, { input });
      expect(errors?.[0]).toMatchObject({ message: 'Log in to manage your account', extensions: { code: 'UNAUTHORIZED', status: 401 } });
    }
    expect(await upstream.requestCount()).toBe(before);
  });

  it('returns every broken field in extensions.fieldErrors and saves nothing', async () => {
    const { errors } = await graph.query(UPDATE, { input: { ...required, firstName: '', lastName: 'x'.repeat(81), city: 'x'.repeat(41), prefix: 'Sir' } }, as(A));
    expect(errors?.[0]).toMatchObject({
      // In the order of the profile's fields.
      message: 'Must be 40 characters or fewer',
      extensions: {
        code: 'BAD_USER_INPUT',
        status: 400,
        fieldErrors: [
          { field: 'city', message: 'Must be 40 characters or fewer' },
          { field: 'firstName', message: 'This field is required' },
          { field: 'lastName', message: 'Must be 80 characters or fewer' },
          { field: 'prefix', message: 'Must be one of Dr., Miss, Mr., Mrs., Ms.' },
        ],
      },
    });
    expect((await graph.query(READ, {}, as(A))).data.viewer.profile.firstName).toBe('Emery');
  });

  it("requires a client's Org Selections", async () => {
    const { errors } = await graph.query(UPDATE, { input: { accountName: 'N', countryCode: 'US', firstName: 'C', jobTitle: 'J', lastName: 'M' } }, as(B));
    expect(errors?.[0]?.extensions).toMatchObject({ fieldErrors: [{ field: 'specialReg', message: 'This field is required' }] });
  });

  it("saves the caller's profile and preferences only; B's are unchanged", async () => {
    const bBefore = (await graph.query(READ, {}, as(B))).data;
    const saved = await graph.query(UPDATE, { input: { ...required, jobTitle: 'Chief Analyst', phoneNumber: '617-555-0123', prefix: 'Dr.', city: 'Boston' } }, as(A));
    expect(saved).toEqual({ data: { updateProfile: { id: A.id, firstName: 'Emery', jobTitle: 'Chief Analyst', phoneNumber: '617.555.0123', prefix: 'Dr.', city: 'Boston' } } });
    const savedPrefs = await graph.query(SAVE_PREFS, { input: prefs }, as(A));
    expect(savedPrefs).toEqual({ data: { updateCommunicationPreferences: { id: A.id, ...prefs } } });
    expect((await graph.query(READ, {}, as(A))).data.viewer.preferences).toEqual({ id: A.id, ...prefs });
    expect((await graph.query(READ, {}, as(B))).data).toEqual(bBefore);
  });

  it('refuses a preference choice outside the mapping', async () => {
    const { errors } = await graph.query(SAVE_PREFS, { input: { ...prefs, research: 'daily' } }, as(A));
    expect(errors?.[0]).toMatchObject({ message: 'Must be one of never, whenPublished, weekly', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });
});

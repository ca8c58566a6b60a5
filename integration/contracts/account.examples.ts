// Examples of the account and commerce contracts: auth, user, preference, alerts, cart, product,
// notification, newsletter and webinar registration. Each signed-in example acts as a demo user of
// its own where it writes, so the writes of one contract never change what another one reads.
import {
  alertsContracts,
  authContracts,
  cartContracts,
  newsletterContracts,
  notificationContracts,
  preferenceContracts,
  productContracts,
  productRegistrationContracts,
  userContracts,
  userProductContracts,
  webinarRegistrationContracts,
  type ProfileDto,
} from '@portal/contracts';
import { analysts, DEFAULT_SEED, reportId } from '@portal/corpus';
import { PREFERENCE_IDS } from '@portal/domain';
import { example, type ExampleContext } from './example.js';

const CLIENT = 'usr-client-0001';
const GUEST = 'usr-guest-0001';
const EMPLOYEE = 'usr-employee-0001';
const ROBIN = 'usr-client-0002';
const SAM = 'usr-client-0003';

const research = reportId(0);
const followable = analysts(DEFAULT_SEED).find((analyst) => analyst.active)!.contentId;

/** A write through upstream an example needs done first (a topic to unfollow). */
async function postJson(context: ExampleContext, path: string, body: unknown, headers: Record<string, string>): Promise<any> {
  const response = await fetch(`${context.upstreamUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const signed = (userId: string) => async (context: ExampleContext) => ({ input: {}, headers: await context.signedAs(userId) });

export const accountExamples = [
  example(authContracts.verifySession, signed(CLIENT)),
  example(authContracts.updateProfile, async (context) => {
    const headers = await context.signedAs(GUEST);
    const { usermetaId: _id, emailAddress: _email, isSSO: _sso, ...profile } = (await context.getJson(userContracts.profile.fullPath, headers)) as ProfileDto;
    return { input: { body: { ...profile, title: profile.prefix, phone: profile.phoneNumber, phoneExtn: profile.extension } }, headers };
  }),

  example(userContracts.countries, signed(CLIENT)),
  example(userContracts.profile, signed(CLIENT)),
  example(userContracts.specialRegistrationFields, signed(CLIENT)),
  example(userContracts.lastViewed, async (context) => ({ input: { query: { userId: CLIENT, contentIds: research } }, headers: await context.signedAs(CLIENT) })),
  example(userContracts.recordView, async (context) => ({ input: { body: { contentId: research } }, headers: await context.signedAs(ROBIN), status: 204 })),
  example(userContracts.requestAQuote, async (context) => ({ input: { body: { raqMessage: 'A quote for ten seats, please.' } }, headers: await context.signedAs(ROBIN), status: 201 })),

  example(preferenceContracts.consent, signed(CLIENT)),
  example(preferenceContracts.saveConsent, async (context) => ({
    input: { body: { preferences: [{ preferenceId: Object.values(PREFERENCE_IDS)[0]!, value: true }] } },
    headers: await context.signedAs(SAM),
  })),

  example(alertsContracts.list, signed(CLIENT)),
  example(alertsContracts.followAnalysts, async (context) => ({ input: { body: [{ analystId: followable }] }, headers: await context.signedAs(SAM), status: 201 })),
  example(alertsContracts.followTopics, async (context) => ({ input: { body: [{ searchString: 'supply chain' }] }, headers: await context.signedAs(SAM), status: 201 })),
  example(alertsContracts.delete, async (context) => {
    const headers = await context.signedAs(EMPLOYEE);
    const [alert] = (await postJson(context, alertsContracts.followTopics.fullPath, [{ searchString: 'contract examples' }], headers)) as { alertId: string }[];
    return { input: { params: { id: alert!.alertId } }, headers, status: 204 };
  }),

  example(cartContracts.count, { input: {} }, 'nobody: an empty cart'),
  example(cartContracts.addItem, { input: { body: { contentId: research } }, headers: { 'x-unregistered-user-id': 'contract-example-visitor' }, status: 201 }, 'a visitor'),

  example(productContracts.catalogue, { input: {} }),
  example(userProductContracts.registrations, async (context) => ({ input: { query: { clearCache: 'true' } }, headers: await context.signedAs(CLIENT) })),
  // MRD-FMI-0001..0009 are seeded unclaimed for anyone to try.
  example(productRegistrationContracts.claim, async (context) => ({ input: { params: { registrationId: 'MRD-FMI-0007' } }, headers: await context.signedAs(GUEST), status: 201 })),

  example(notificationContracts.list, signed(CLIENT)),
  example(notificationContracts.markRead, async (context) => {
    const headers = await context.signedAs(SAM);
    const [first] = (await context.getJson(notificationContracts.list.fullPath, headers)) as { id: number }[];
    return { input: { params: { ids: String(first!.id) } }, headers };
  }),
  example(notificationContracts.deleteAll, async (context) => ({ input: {}, headers: await context.signedAs(GUEST), status: 204 })),

  example(newsletterContracts.list, signed(CLIENT)),
  example(newsletterContracts.save, async (context) => ({
    input: { body: { subscriptions: [{ newsletterId: 'research-digest', subscribed: false }] } },
    headers: await context.signedAs(SAM),
  })),

  example(webinarRegistrationContracts.mine, async (context) => {
    const { content } = (await context.getJson('/webinar-service/api/v1/webinar/listing?type=upcoming&size=3')) as { content: { id: string }[] };
    return { input: { query: { ids: content.map((webinar) => webinar.id).join(',') } }, headers: await context.signedAs(CLIENT) };
  }),
  example(webinarRegistrationContracts.register, async (context) => {
    const { content } = (await context.getJson('/webinar-service/api/v1/webinar/listing?type=upcoming&size=1')) as { content: { id: string }[] };
    return { input: { params: { id: content[0]!.id } }, headers: await context.signedAs(EMPLOYEE), status: 201 };
  }),
];

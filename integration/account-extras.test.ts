// The rest of the account area end to end, through the gateway over real HTTP: products and
// product registration (commerce-graph -> product-service, user-service registration), header
// notifications, provider contacts and newsletters (account-graph), access help (the
// passwordless request of spec 1 §7) and request a quote. Robin and Sam (two colleagues at
// Fabrikam) are used by no other test file; the registration ids MRD-*-0011..0019 are kept for
// this file.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUserContext } from '@portal/domain/user-context';
import { useTestStack } from './support/testStack.js';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gqlAs } from './support/graphql.js';
import { useSmtpSink } from './support/mail.js';
import { signIn } from './support/signIn.js';
import { upstreamCallsDuring } from './support/upstream-calls.js';

let robin: CookieJar;
let sam: CookieJar;
// Known to the test, so it can call upstream straight as Robin with a correctly signed context.
const userContextSecret = randomBytes(32).toString('base64url');

const ROBIN = { id: 'usr-client-0002', email: 'robin@meridian.example' };
const SAM = { id: 'usr-client-0003', email: 'sam@meridian.example' };

// Mail arrives here over SMTP, as from a real relay.
const mail = useSmtpSink();
const stack = useTestStack('account-extras', () => ({ USER_CONTEXT_SECRET: userContextSecret, SMTP_URL: mail.url }));
const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);

const MY_PRODUCTS_FIELDS = 'registrations { registrationId registeredAt product { id name } } products { id name subscriptionType features { id name } } featureCategories { id name features { id name } }';
const MY_PRODUCTS = `{ myProducts { ${MY_PRODUCTS_FIELDS} } }`;
const REGISTER = `mutation ($id: String!) { registerProduct(registrationId: $id) { ${MY_PRODUCTS_FIELDS} } }`;
const NOTIFICATIONS = '{ viewer { id unreadNotificationCount notifications { id title message link isRead createdAt } } }';
const MARK_READ = 'mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id isRead } }';
const DELETE_ALL = 'mutation { deleteAllNotifications }';

beforeAll(async () => {
  robin = await signIn(stack.gatewayUrl, ROBIN.email);
  sam = await signIn(stack.gatewayUrl, SAM.email);
});

describe('products', () => {
  it('lists the catalogue for anyone: products and feature categories', async () => {
    const { body } = await as(null, '{ productCatalogue { products { id name subscriptionType features { id } } featureCategories { id name features { id name } } } }');
    expect(body.errors).toBeUndefined();
    const catalogue = body.data!.productCatalogue;
    expect(catalogue.products.map((p: { id: string }) => p.id)).toEqual(['decisions', 'market-insights', 'analyst-on-call']);
    expect(catalogue.featureCategories.map((c: { name: string }) => c.name)).toEqual(['Research', 'Analyst Access', 'Data and Tools', 'Events']);
    expect(catalogue.products[0].features.length).toBeGreaterThan(0);
  });

  it("answers the signed-in user's own products and features, in two REST calls", async () => {
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const { body } = await as(sam, MY_PRODUCTS);
      expect(body.errors).toBeUndefined();
      const mine = body.data!.myProducts;
      expect(mine.registrations).toEqual([{ registrationId: 'MRD-FD-SAM-0001', registeredAt: expect.any(String), product: { id: 'decisions', name: 'Meridian Decisions' } }]);
      expect(mine.products.map((p: { id: string }) => p.id)).toEqual(['decisions']);
      // Only the categories of Sam's product's features: Decisions has no data tools.
      expect(mine.featureCategories.map((c: { id: string }) => c.id)).toEqual(['research', 'analyst-access', 'events']);
    });
    expect(calls.get('/product-service/api/v2/products')).toBe(1);
    expect(calls.get('/api/products')).toBe(1);
  });

  it('refuses a logged-out visitor before any call', async () => {
    const { body } = await as(null, MY_PRODUCTS);
    expect(body.errors?.[0]).toMatchObject({ message: 'Log in to see and register your products', extensions: { code: 'UNAUTHORIZED', status: 401 } });
  });

  it('registers a product by its registration id and answers the products afterwards', async () => {
    const { body } = await as(robin, REGISTER, { id: 'mrd-fmi-0011' });
    expect(body.errors).toBeUndefined();
    const mine = body.data!.registerProduct;
    expect(mine.registrations.map((r: { registrationId: string }) => r.registrationId)).toEqual(['MRD-FD-ROBIN-0001', 'MRD-FMI-0011']);
    expect(mine.products.map((p: { id: string }) => p.id)).toEqual(['decisions', 'market-insights']);
    expect(mine.featureCategories.map((c: { id: string }) => c.id)).toContain('data-tools');
    // Stored, not only answered.
    expect((await as(robin, MY_PRODUCTS)).body.data!.myProducts.registrations).toHaveLength(2);
  });

  it('fails an unknown id as NOT_FOUND (the page then reads "Please enter a valid product registration ID")', async () => {
    const { body } = await as(robin, REGISTER, { id: 'MRD-NO-SUCH-9999' });
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', status: 404 } });
  });

  it("passes the service's own message on for an id already used, by the user or by someone else", async () => {
    const { body: again } = await as(robin, REGISTER, { id: 'MRD-FMI-0011' });
    expect(again.errors?.[0]).toMatchObject({ message: 'This product registration ID is already registered to your account', extensions: { status: 409 } });
    const { body: other } = await as(sam, REGISTER, { id: 'MRD-FMI-0011' });
    expect(other.errors?.[0]).toMatchObject({ message: 'This product registration ID has already been used by another account', extensions: { status: 409 } });
    expect((await as(sam, MY_PRODUCTS)).body.data!.myProducts.registrations).toHaveLength(1);
  });

  it('refuses a malformed id before any call, with the rule as the message', async () => {
    const { body } = await as(robin, REGISTER, { id: 'a b' });
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(body.errors)).toContain('A product registration ID has 6 to 40 letters, digits or dashes');
    const { body: loggedOut } = await as(null, REGISTER, { id: 'MRD-AOC-0012' });
    expect(loggedOut.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED' } });
  });
});

describe('notifications', () => {
  it("lists the user's notifications newest first with the unread count, in one notification call", async () => {
    let body!: Awaited<ReturnType<typeof as>>['body'];
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      body = (await as(sam, NOTIFICATIONS)).body;
    });
    expect(calls.get('/notification-service/api/v1/notifications')).toBe(1);
    expect(body.errors).toBeUndefined();
    const viewer = body.data!.viewer;
    expect(viewer.id).toBe(SAM.id);
    expect(viewer.notifications).toHaveLength(3);
    expect(viewer.unreadNotificationCount).toBe(3);
    const times = viewer.notifications.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("refuses to mark another user's notifications, through the gateway and straight at upstream", async () => {
    const samsBefore = (await as(sam, NOTIFICATIONS)).body.data!.viewer;
    const samsId = samsBefore.notifications[0].id;
    const robinsId = (await as(robin, NOTIFICATIONS)).body.data!.viewer.notifications[0].id;

    const { body } = await as(robin, MARK_READ, { ids: [robinsId, samsId] });
    expect(body.errors?.[0]).toMatchObject({ message: `Notification ${samsId} not found`, extensions: { code: 'NOT_FOUND', status: 404 } });
    // Straight at the service, as Robin with a correctly signed context: the same refusal, and no way to read Sam's.
    const asRobin = { 'x-portal-user': await signUserContext({ id: ROBIN.id }, userContextSecret) };
    const direct = await fetch(`${stack.upstreamUrl}/notification-service/api/v1/notifications/read/${samsId}`, { method: 'PATCH', headers: asRobin });
    expect(direct.status).toBe(404);
    const robinsList = (await (await fetch(`${stack.upstreamUrl}/notification-service/api/v1/notifications`, { headers: asRobin })).json()) as { id: number }[];
    expect(robinsList.map((n) => String(n.id))).not.toContain(samsId);
    expect((await fetch(`${stack.upstreamUrl}/notification-service/api/v1/notifications`)).status).toBe(401);

    // Nothing changed for either of them.
    expect((await as(sam, NOTIFICATIONS)).body.data!.viewer).toEqual(samsBefore);
    expect((await as(robin, NOTIFICATIONS)).body.data!.viewer.unreadNotificationCount).toBe(3);
  });

  it('marks a list read (sent comma-joined) and keeps it read', async () => {
    const before = (await as(robin, NOTIFICATIONS)).body.data!.viewer.notifications as { id: string }[];
    const ids = [before[0].id, before[2].id];
    const { body } = await as(robin, MARK_READ, { ids });
    expect(body.errors).toBeUndefined();
    expect(body.data!.markNotificationsRead).toEqual(ids.map((id) => ({ id, isRead: true })));
    const after = (await as(robin, NOTIFICATIONS)).body.data!.viewer;
    expect(after.notifications.map((n: { isRead: boolean }) => n.isRead)).toEqual([true, false, true]);
    expect(after.unreadNotificationCount).toBe(1);
  });

  it('deletes all of the user\'s notifications and no one else\'s; logged out the mutations are refused', async () => {
    const { body } = await as(robin, DELETE_ALL);
    expect(body).toEqual({ data: { deleteAllNotifications: true } });
    expect((await as(robin, NOTIFICATIONS)).body.data!.viewer).toMatchObject({ notifications: [], unreadNotificationCount: 0 });
    expect((await as(sam, NOTIFICATIONS)).body.data!.viewer.notifications).toHaveLength(3);
    for (const [query, variables] of [[DELETE_ALL, {}], [MARK_READ, { ids: ['1'] }]] as const) {
      expect((await as(null, query, variables)).body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED', status: 401 } });
    }
  });
});

describe('contacts', () => {
  it("lists the provider's contacts of the user's account per product, from the session verify the viewer makes anyway", async () => {
    let body!: Awaited<ReturnType<typeof as>>['body'];
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      body = (await as(robin, '{ viewer { id fullName contacts { product role fullName email phone } } }')).body;
    });
    expect(calls.get('/auth-service/api/v1/user/sessions/verify')).toBe(1);
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer.contacts).toEqual([
      { product: 'FD', role: 'Account Manager', fullName: 'Morgan Blake', email: 'morgan.blake@meridian.example', phone: '+1 617.555.0131' },
      { product: 'FD', role: 'Research Analyst', fullName: 'Lee Okafor', email: 'lee.okafor@meridian.example', phone: '+1 617.555.0163' },
      { product: 'FMI', role: 'Market Insights Analyst', fullName: 'Dana Whitfield', email: 'dana.whitfield@meridian.example', phone: '+44 20.7946.0321' },
    ]);
    // Sam holds FD only: no market insights contact.
    const samContacts = (await as(sam, '{ viewer { contacts { product } } }')).body.data!.viewer.contacts;
    expect(samContacts.map((c: { product: string }) => c.product)).toEqual(['FD', 'FD']);
  });
});

describe('newsletters', () => {
  const NEWSLETTERS = '{ viewer { newsletters { id name frequency subscribed } } }';
  const SAVE = 'mutation ($input: [NewsletterSubscriptionInput!]!) { updateNewsletterSubscriptions(input: $input) { id subscribed } }';

  it("toggles and saves the user's newsletters, leaving the colleague's alone", async () => {
    const before = (await as(robin, NEWSLETTERS)).body.data!.viewer.newsletters as { id: string; subscribed: boolean }[];
    expect(before.map((n) => [n.id, n.subscribed])).toEqual([
      ['research-digest', true],
      ['cmo-brief', false],
      ['technology-leadership', false],
      ['webinar-announcements', true],
    ]);
    const { body } = await as(robin, SAVE, { input: [{ id: 'research-digest', subscribed: false }, { id: 'cmo-brief', subscribed: true }] });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateNewsletterSubscriptions.map((n: { subscribed: boolean }) => n.subscribed)).toEqual([false, true, false, true]);
    expect((await as(robin, NEWSLETTERS)).body.data!.viewer.newsletters.map((n: { subscribed: boolean }) => n.subscribed)).toEqual([false, true, false, true]);
    expect((await as(sam, NEWSLETTERS)).body.data!.viewer.newsletters.map((n: { subscribed: boolean }) => n.subscribed)).toEqual([true, false, false, true]);
  });

  it('refuses an unknown newsletter and a logged-out visitor', async () => {
    const { body } = await as(robin, SAVE, { input: [{ id: 'no-such-letter', subscribed: true }] });
    expect(body.errors?.[0]).toMatchObject({ message: 'Unknown newsletter: no-such-letter', extensions: { status: 400 } });
    expect((await as(null, SAVE, { input: [{ id: 'cmo-brief', subscribed: true }] })).body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED' } });
  });
});

describe('access help', () => {
  // The page's request (spec 1 §7 passwordless): a link into the account's preferences by e-mail.
  const askForHelp = (email: string) =>
    fetch(`${stack.gatewayUrl}/access-preferences/passwordless`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

  it('e-mails the account a one-time link, for a logged-out visitor who types the address', async () => {
    expect((await askForHelp(ROBIN.email)).status).toBe(200);
    expect(mail.messagesTo(ROBIN.email)[0]?.text).toMatch(/\/passwordless#access_token=[A-Za-z0-9_-]+/);
  });

  it('answers an unknown address like a known one, and refuses an empty one (the page goes on to its confirmation either way)', async () => {
    expect((await askForHelp('nobody-here@fabrikam.example')).status).toBe(200);
    expect((await askForHelp('')).status).toBeGreaterThanOrEqual(400);
  });
});

describe('request a quote', () => {
  const RAQ = 'mutation ($m: String!) { requestAQuote(raqMessage: $m) }';

  it("sends the signed-in user's message, and passes the service's message on for a blank one", async () => {
    expect((await as(sam, RAQ, { m: 'Please quote five more seats of Decisions.' })).body).toEqual({ data: { requestAQuote: true } });
    const { body } = await as(sam, RAQ, { m: '   ' });
    expect(body.errors?.[0]).toMatchObject({ message: 'Please enter a message for your quote request', extensions: { status: 400 } });
    expect((await as(null, RAQ, { m: 'hello' })).body.errors?.[0]).toMatchObject({ message: 'Log in to request a quote', extensions: { code: 'UNAUTHORIZED' } });
  });
});

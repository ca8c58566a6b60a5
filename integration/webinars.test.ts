// The webinar and peer discussion listings through the gateway (spec 3 §2, §4, §7, §9): real
// upstream (PostgreSQL), search-graph listing, content-graph resolving each Webinar reference.
import { describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import { gql } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();

const WEBINARS_QUERY = /* GraphQL */ `
  query Webinars($input: WebinarListInput!) {
    webinars(input: $input) {
      page totalPages itemsTotal loadMore
      cards { id title path webinarType webinarStatus startDate endDate hostAnalysts { id fullName } }
    }
  }
`;

interface Card { id: string; title: string; path: string; webinarType: string; webinarStatus: string; startDate: string; endDate: string; hostAnalysts: { id: string; fullName: string }[] }
interface Listing { page: number; totalPages: number; itemsTotal: number; loadMore: boolean; cards: Card[] }

async function listing(input: Record<string, unknown>) {
  const { body } = await gql<{ webinars: Listing }>(stack.gatewayUrl, WEBINARS_QUERY, { input });
  return body;
}

/** The webinar service's own answer for the whole tab, in one page: the order to expect. */
async function wholeTab(type: string, webinarType: string): Promise<string[]> {
  const params = new URLSearchParams({ type, webinarType, size: '100' });
  const res = await fetch(`${stack.upstreamUrl}/webinar-service/api/v1/webinar/listing?${params}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: { id: string }[] }).content.map((w) => w.id);
}

describe('webinar listings through the gateway', () => {
  it.each([
    ['upcoming', 'webinar', 'Webinar', 'upcoming'],
    ['ondemand', 'webinar', 'Webinar', 'past'],
    ['upcoming', 'peer discussions', 'Peer Discussions', 'upcoming'],
    ['ondemand', 'peer discussions', 'Peer Discussions', 'past'],
  ])('pages %s %s 9 at a time to the last page, resolved by content-graph', async (type, webinarType, storedType, status) => {
    const expected = await wholeTab(type, webinarType);
    expect(expected.length).toBeGreaterThan(0);
    const totalPages = Math.ceil(expected.length / 9);
    const seen: Card[] = [];
    for (let page = 1; page <= totalPages; page++) {
      const body = await listing({ type, webinarType, page });
      expect(body.errors).toBeUndefined();
      const answer = body.data!.webinars;
      expect(answer).toMatchObject({ page, totalPages, itemsTotal: expected.length, loadMore: page < totalPages });
      expect(answer.cards.length).toBe(page < totalPages ? 9 : expected.length - 9 * (totalPages - 1));
      seen.push(...answer.cards);
    }
    expect(seen.map((card) => card.id)).toEqual(expected);
    for (const card of seen) {
      expect(card).toMatchObject({ webinarType: storedType, webinarStatus: status, path: expect.stringMatching(/^\/webinar\/[^/]+\/WEB\d+$/) });
      expect(card.hostAnalysts.length).toBeGreaterThan(0);
    }
    const starts = seen.map((card) => Date.parse(card.startDate));
    // Upcoming soonest first, on demand newest first.
    expect(starts).toEqual([...starts].sort((a, b) => (type === 'upcoming' ? a - b : b - a)));
  });

  it('lists webinars when no type of webinar is given, and an empty page past the end', async () => {
    const expected = await wholeTab('ondemand', 'webinar');
    const first = await listing({ type: 'ondemand' });
    expect(first.data!.webinars.cards.map((card) => card.id)).toEqual(expected.slice(0, 9));
    const beyond = await listing({ type: 'ondemand', page: Math.ceil(expected.length / 9) + 1 });
    expect(beyond.data!.webinars).toMatchObject({ cards: [], loadMore: false });
  });

  it('refuses an unknown tab as bad input', async () => {
    const body = await listing({ type: 'archived' });
    expect(body.data).toBeNull();
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

const PAGE_QUERY = /* GraphQL */ `
  query WebinarPage($id: ID!) {
    webinar(id: $id) {
      id price webinarStatus
      registration { passcode eventCode userEmail }
      relatedWebinars { upcoming { id webinarStatus } ondemand { id webinarStatus } }
    }
  }
`;
const REGISTER = /* GraphQL */ `
  mutation Register($id: ID!) { registerForWebinar(id: $id) { id registration { passcode eventCode userEmail } } }
`;

interface PageWebinar {
  id: string; price: number; webinarStatus: string;
  registration: { passcode: string; eventCode: string; userEmail: string } | null;
  relatedWebinars: { upcoming: { id: string; webinarStatus: string }[]; ondemand: { id: string; webinarStatus: string }[] };
}

describe('the webinar page through the gateway', () => {
  /** Upcoming webinars with their price, from the service's own listing. */
  async function upcomingWebinars(): Promise<{ id: string; price: number }[]> {
    const res = await fetch(`${stack.upstreamUrl}/webinar-service/api/v1/webinar/listing?type=upcoming&size=100`);
    return ((await res.json()) as { content: { id: string; price: number }[] }).content;
  }

  it('shows related webinars split into upcoming and on demand, and no registration when logged out', async () => {
    const [first] = await upcomingWebinars();
    const { body } = await gql<{ webinar: PageWebinar }>(stack.gatewayUrl, PAGE_QUERY, { id: first!.id });
    expect(body.errors).toBeUndefined();
    const { relatedWebinars, registration } = body.data!.webinar;
    expect(registration).toBeNull();
    expect(relatedWebinars.upcoming.length + relatedWebinars.ondemand.length).toBeGreaterThan(0);
    expect(relatedWebinars.upcoming.every((w) => w.webinarStatus === 'upcoming' && w.id !== first!.id)).toBe(true);
    expect(relatedWebinars.ondemand.every((w) => w.webinarStatus === 'past')).toBe(true);
  });

  it('registers a signed-in client, whose registration only they see', async () => {
    const paid = (await upcomingWebinars()).find((w) => w.price > 0)!;
    const client = await signIn(stack.gatewayUrl, 'client@meridian.example');
    const asClient = { cookie: client.header(`${stack.gatewayUrl}/graphql`) };
    const registered = await gql<{ registerForWebinar: PageWebinar }>(stack.gatewayUrl, REGISTER, { id: paid.id }, asClient);
    expect(registered.body.errors).toBeUndefined();
    expect(registered.body.data!.registerForWebinar.registration).toMatchObject({ userEmail: 'client@meridian.example', eventCode: `EVT-${paid.id.slice(3)}` });
    const again = await gql<{ webinar: PageWebinar }>(stack.gatewayUrl, PAGE_QUERY, { id: paid.id }, asClient);
    expect(again.body.data!.webinar.registration!.passcode).toBe(registered.body.data!.registerForWebinar.registration!.passcode);

    const employee = await signIn(stack.gatewayUrl, 'employee@meridian.example');
    const theirs = await gql<{ webinar: PageWebinar }>(stack.gatewayUrl, PAGE_QUERY, { id: paid.id }, { cookie: employee.header(`${stack.gatewayUrl}/graphql`) });
    expect(theirs.body.data!.webinar.registration).toBeNull();
  });

  it('refuses a visitor, a guest on a paid webinar and an ended one, with the spec’s messages', async () => {
    const paid = (await upcomingWebinars()).find((w) => w.price > 0)!;
    const anonymous = await gql(stack.gatewayUrl, REGISTER, { id: paid.id });
    expect(anonymous.body.errors?.[0]).toMatchObject({ message: 'Log in to register for a webinar', extensions: { status: 401 } });
    const guest = await signIn(stack.gatewayUrl, 'guest@meridian.example');
    const asGuest = { cookie: guest.header(`${stack.gatewayUrl}/graphql`) };
    const refused = await gql(stack.gatewayUrl, REGISTER, { id: paid.id }, asGuest);
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'This webinar is for subscribers: a guest account cannot register for it', extensions: { status: 403 } });
    const [ended] = await wholeTab('ondemand', 'webinar');
    const late = await gql(stack.gatewayUrl, REGISTER, { id: ended }, asGuest);
    expect(late.body.errors?.[0]).toMatchObject({ message: 'Registration has closed: this webinar has ended', extensions: { status: 400 } });
  });
});


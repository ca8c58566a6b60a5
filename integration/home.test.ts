// The home pages through the gateway on the whole stack: two readers with different follows and
// reading get different /myhome sections, each recommendation saying why it is there; visitors
// get /home's sections and no /myhome. (A section whose service is down is left out while the
// rest stands: services/search-graph/src/home/myHome.test.ts, where one service can be stopped.)
import { fixtures, functionAreas } from '@portal/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();
// Two colleagues whose follows no other file touches.
let avery: CookieJar;
let blake: CookieJar;

const MY_HOME = /* GraphQL */ `
  {
    myHome {
      banner { greeting }
      hero { reason { kind text } report { id title } }
      featured { reason { kind text } report { id title } }
      topPeers { reason { text } webinar { id title } }
      researchServices { reason { text } service { id title } }
      fromReading { reason { kind text } report { id title } }
      recommendedEvent { reason { text } webinar { id title } }
      analysts { reason { kind text } analyst { id fullName } }
    }
  }
`;
const REPORT = 'query ($id: ID!) { report(id: $id) { id title authors { id fullName active } } }';
// Reading a report records nothing itself: the page records the view (spec 2 §3).
const RECORD_VIEW = 'mutation ($id: ID!) { recordReportView(id: $id) }';

interface Reasoned { reason: { kind?: string; text: string } }
interface MyHome {
  banner: { greeting: string };
  hero: Reasoned & { report: { id: string } };
  featured: (Reasoned & { report: { id: string } })[];
  topPeers: Reasoned[];
  researchServices: Reasoned[];
  fromReading: (Reasoned & { report: { id: string } })[];
  recommendedEvent: Reasoned;
  analysts: (Reasoned & { analyst: { id: string } })[];
}

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);

/** Opens a report as the web app's report page does: reads it, then records a signed-in reader's view. */
async function read(jar: CookieJar | null, id: string): Promise<{ title: string; authors: { id: string; fullName: string; active: boolean }[] }> {
  const { body } = await as(jar, REPORT, { id });
  expect(body.errors).toBeUndefined();
  if (jar) {
    const recorded = await as(jar, RECORD_VIEW, { id });
    expect(recorded.body).toEqual({ data: { recordReportView: true } });
  }
  return body.data!.report;
}

async function myHome(jar: CookieJar): Promise<MyHome> {
  const { body } = await as(jar, MY_HOME);
  expect(body.errors).toBeUndefined();
  return body.data!.myHome;
}

function everyRecommendation(home: MyHome): Reasoned[] {
  return [home.hero, ...home.featured, ...home.topPeers, ...home.researchServices, ...home.fromReading, home.recommendedEvent, ...home.analysts];
}

let followedAuthor: { id: string; fullName: string };
let averyRead: string;
let blakeRead: string;
let blakeTopic: string;

beforeAll(async () => {
  avery = await signIn(stack.gatewayUrl, 'avery@meridian.example');
  blake = await signIn(stack.gatewayUrl, 'blake@meridian.example');
  // Avery follows the author of one report (looked at signed out, so nobody has read it) and reads
  // another; Blake follows a topic (a word of that first report's title, so the search finds it)
  // and reads a third.
  const oneAuthor = await read(null, fixtures.oneAuthorReportId);
  followedAuthor = oneAuthor.authors.find((a) => a.active)!;
  expect((await as(avery, 'mutation ($id: ID!) { followAnalyst(id: $id) { id } }', { id: followedAuthor.id })).body.errors).toBeUndefined();
  averyRead = (await read(avery, fixtures.allChartTypesReportId)).title;
  blakeTopic = oneAuthor.title.split(/\s+/).find((word) => /^[A-Za-z]{6,}$/.test(word))!;
  expect((await as(blake, 'mutation ($t: String!) { followTopic(topic: $t) }', { t: blakeTopic })).body.errors).toBeUndefined();
  blakeRead = (await read(blake, fixtures.twelveAuthorReportId)).title;
});

afterAll(async () => {
  // The run's database is shared by every file: leave nobody following anything.
  if (avery) await as(avery, 'mutation ($id: ID!) { unfollowAnalyst(id: $id) { id } }', { id: followedAuthor.id });
  if (blake) await as(blake, 'mutation ($t: String!) { unfollowTopic(topic: $t) }', { t: blakeTopic });
});

describe('/myhome through the gateway', () => {
  it("builds each reader's page from their own follows and reading, every card with its reason", async () => {
    const [averyHome, blakeHome] = await Promise.all([myHome(avery), myHome(blake)]);

    expect(averyHome.banner.greeting).toBe('Welcome back, Avery');
    expect(blakeHome.banner.greeting).toBe('Welcome back, Blake');

    // Avery: the followed analyst's research first, and research related to what Avery read.
    expect(averyHome.hero.reason).toEqual({ kind: 'FOLLOWED_ANALYST', text: `Because you follow ${followedAuthor.fullName}` });
    expect(averyHome.analysts[0]).toMatchObject({ analyst: { id: followedAuthor.id }, reason: { text: `Because you follow ${followedAuthor.fullName}` } });
    expect(averyHome.fromReading.length).toBeGreaterThan(0);
    expect(averyHome.fromReading.every((r) => r.reason.text === `Because you read ${averyRead}`)).toBe(true);

    // Blake: the followed topic's research, and research related to Blake's own reading.
    expect(blakeHome.hero.reason).toEqual({ kind: 'FOLLOWED_TOPIC', text: `Because you follow ${blakeTopic}` });
    expect(blakeHome.analysts[0].reason.kind).not.toBe('FOLLOWED_ANALYST');
    expect(blakeHome.fromReading.length).toBeGreaterThan(0);
    expect(blakeHome.fromReading.every((r) => r.reason.text === `Because you read ${blakeRead}`)).toBe(true);

    // Both hold B2B Marketing: among the picks, research of that function's top priorities, each
    // naming its priority (a reader of another function gets its own: izola-home.test.ts).
    const b2bPriorities = functionAreas(0).find((area) => area.slug === 'b2b-marketing-executives')!.priorities.map((p) => `For your priority ${p.label}`);
    for (const home of [averyHome, blakeHome]) {
      const byPriority = [home.hero, ...home.featured].filter((r) => r.reason.kind === 'PRIORITY');
      expect(byPriority.length).toBeGreaterThan(0);
      for (const pick of byPriority) expect(b2bPriorities).toContain(pick.reason.text);
    }

    // Different readers, different pages.
    expect(blakeHome.hero.report.id).not.toBe(averyHome.hero.report.id);
    expect(blakeHome.fromReading.map((r) => r.report.id)).not.toEqual(averyHome.fromReading.map((r) => r.report.id));

    for (const home of [averyHome, blakeHome]) {
      // Spec 2 §9: peers 5, services 3, reading 3, analysts 15.
      expect(home.topPeers.length).toBeLessThanOrEqual(5);
      expect(home.researchServices).toHaveLength(3);
      expect(home.fromReading.length).toBeLessThanOrEqual(3);
      expect(home.analysts).toHaveLength(15);
      for (const recommendation of everyRecommendation(home)) expect(recommendation.reason.text).not.toBe('');
      // Nothing the reader already opened is recommended again.
      const read = home === averyHome ? [fixtures.allChartTypesReportId] : [fixtures.twelveAuthorReportId];
      expect([home.hero, ...home.featured, ...home.fromReading].map((r) => r.report.id).filter((id) => read.includes(id))).toEqual([]);
    }
  });

  it('is refused without a session', async () => {
    const { body } = await as(null, MY_HOME);
    expect(body.data).toBeNull();
    expect(body.errors![0].extensions).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('/home through the gateway', () => {
  it("answers the visitors' sections", async () => {
    const { body } = await as(null, '{ home { latestResearch { id title } upcomingWebinars { id title } analysts { id fullName } functions { id title path } } }');
    expect(body.errors).toBeUndefined();
    const home = body.data!.home;
    expect(home.latestResearch).toHaveLength(6);
    expect(home.upcomingWebinars.length).toBeGreaterThan(0);
    expect(home.analysts).toHaveLength(15);
    // Every function-kind service: the 12 functions and the 3 services pages spec 1 §2 names.
    expect(home.functions.length).toBe(15);
    expect(home.functions[0].path).toMatch(/^\/functions\//);
  });
});

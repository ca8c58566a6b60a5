// Following analysts and topics end to end: signed-in users (the built-in provider's login walked
// as a browser does) follow and unfollow through the gateway; Analyst.isFollowed on the report's
// authors comes from one alerts-service call per request, and none at all when logged out.
import { fixtures } from '@portal/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSharedTestStack } from './support/testStack.js';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';
import { upstreamCallsDuring } from './support/upstream-calls.js';

const stack = useSharedTestStack();
let userA: CookieJar;
let userB: CookieJar;

const ALERTS_ROUTE = '/alerts-service/api/v1/webalerts/alerts';
const REPORT = /* GraphQL */ `
  query ($id: ID!) {
    report(id: $id) {
      authors { id fullName active isFollowed }
      contributors { id active isFollowed }
      contributorIdsWithFollowButton
    }
  }
`;
const FOLLOW = 'mutation ($id: ID!) { followAnalyst(id: $id) { id isFollowed } }';
const UNFOLLOW = 'mutation ($id: ID!) { unfollowAnalyst(id: $id) { id isFollowed } }';
const FOLLOWING = '{ viewer { id followedAnalysts { id fullName isFollowed } followedTopics } }';

interface Person { id: string; fullName?: string; active: boolean; isFollowed: boolean }

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);

async function authorsOf(jar: CookieJar | null, reportId: string): Promise<Person[]> {
  const { body } = await as(jar, REPORT, { id: reportId });
  expect(body.errors).toBeUndefined();
  return body.data!.report.authors;
}

beforeAll(async () => {
  userA = await signIn(stack.gatewayUrl, 'client@meridian.example');
  userB = await signIn(stack.gatewayUrl, 'employee@meridian.example');
});
afterAll(async () => {
  // The run's database is shared by every file: leave nobody following anything.
  for (const jar of [userA, userB].filter(Boolean)) {
    const { body } = await as(jar, FOLLOWING);
    for (const analyst of body.data?.viewer?.followedAnalysts ?? []) await as(jar, UNFOLLOW, { id: analyst.id });
    for (const topic of body.data?.viewer?.followedTopics ?? []) await as(jar, 'mutation ($t: String!) { unfollowTopic(topic: $t) }', { t: topic });
  }
});

describe('following analysts through the gateway', () => {
  it('is false for everyone when logged out, without any alerts-service call', async () => {
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const authors = await authorsOf(null, fixtures.twelveAuthorReportId);
      expect(authors).toHaveLength(12);
      expect(authors.every((a) => a.isFollowed === false)).toBe(true);
    });
    expect([...calls.keys()].filter((route) => route.startsWith('/alerts-service'))).toEqual([]);
  });

  it("follows an author: isFollowed is true on the report for that user only, and the viewer's list has it", async () => {
    const [author, other] = (await authorsOf(userA, fixtures.twelveAuthorReportId)).filter((a) => a.active);
    const followed = await as(userA, FOLLOW, { id: author.id });
    expect(followed.body).toEqual({ data: { followAnalyst: { id: author.id, isFollowed: true } } });

    // Twelve authors, one alerts-service call.
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const authors = await authorsOf(userA, fixtures.twelveAuthorReportId);
      expect(authors.find((a) => a.id === author.id)!.isFollowed).toBe(true);
      expect(authors.find((a) => a.id === other.id)!.isFollowed).toBe(false);
    });
    expect(calls.get(ALERTS_ROUTE)).toBe(1);

    // User B is unaffected.
    expect((await authorsOf(userB, fixtures.twelveAuthorReportId)).every((a) => !a.isFollowed)).toBe(true);
    expect((await as(userB, FOLLOWING)).body.data!.viewer.followedAnalysts).toEqual([]);

    // The viewer's list joins content-graph's analyst (its name) with account-graph's isFollowed.
    const mine = await as(userA, FOLLOWING);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data!.viewer.followedAnalysts).toEqual([{ id: author.id, fullName: author.fullName, isFollowed: true }]);
  });

  it("user B cannot unfollow for user A; A's own unfollow does", async () => {
    const [author] = (await authorsOf(userA, fixtures.oneAuthorReportId)).filter((a) => a.active);
    await as(userA, FOLLOW, { id: author.id });
    // B "unfollows" the same analyst: only B's (empty) list is touched.
    expect((await as(userB, UNFOLLOW, { id: author.id })).body.errors).toBeUndefined();
    expect((await authorsOf(userA, fixtures.oneAuthorReportId))[0].isFollowed).toBe(true);

    expect((await as(userA, UNFOLLOW, { id: author.id })).body).toEqual({ data: { unfollowAnalyst: { id: author.id, isFollowed: false } } });
    expect((await authorsOf(userA, fixtures.oneAuthorReportId))[0].isFollowed).toBe(false);
  });

  it('refuses to follow an inactive analyst, and refuses everything when logged out', async () => {
    const { body } = await as(null, REPORT, { id: fixtures.inactiveAuthorReportId });
    const people: Person[] = [...body.data!.report.authors, ...body.data!.report.contributors];
    const inactive = people.find((a) => !a.active)!;
    const refused = await as(userA, FOLLOW, { id: inactive.id });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: `Analyst ${inactive.id} is inactive and cannot be followed`,
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });

    const loggedOut = await as(null, FOLLOW, { id: people.find((a) => a.active)!.id });
    expect(loggedOut.body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });

  it('names the contributors that show a follow button', async () => {
    const upstreamReport = await (await fetch(`${stack.upstreamUrl}/research-service/api/v1/research/${fixtures.twelveAuthorReportId}`)).json();
    const { body } = await as(null, REPORT, { id: fixtures.twelveAuthorReportId });
    expect(body.data!.report.contributorIdsWithFollowButton).toEqual(
      upstreamReport.contributors.filter((c: { hasFollowButton: boolean }) => c.hasFollowButton).map((c: { contentId: string }) => c.contentId),
    );
  });
});

describe('following topics through the gateway', () => {
  it('follows and unfollows a topic for the signed-in user only', async () => {
    const followed = await as(userA, 'mutation { followTopic(topic: "Zero Trust") }');
    expect(followed.body).toEqual({ data: { followTopic: ['Zero Trust'] } });
    expect((await as(userA, FOLLOWING)).body.data!.viewer.followedTopics).toEqual(['Zero Trust']);
    expect((await as(userB, FOLLOWING)).body.data!.viewer.followedTopics).toEqual([]);
    expect((await as(userA, 'mutation { unfollowTopic(topic: "zero trust") }')).body).toEqual({ data: { unfollowTopic: [] } });
  });
});

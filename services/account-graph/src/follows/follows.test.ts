import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { analysts } from '@portal/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createAccountContext } from '../context.js';
import { buildAccountSubgraph } from '../schema.js';
import { SIGN_IN_TO_FOLLOW_MESSAGE } from './signedIn.js';

const ENTITIES = 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Analyst { id isFollowed } } }';
const FOLLOW = 'mutation ($id: ID!) { followAnalyst(id: $id) { id isFollowed } }';
const UNFOLLOW = 'mutation ($id: ID!) { unfollowAnalyst(id: $id) { id isFollowed } }';
const FOLLOWING = '{ viewer { id followedAnalysts { id isFollowed } followedTopics } }';

// The real upstream seeds the default seed's roster: the same analysts as here.
const roster = analysts(42);
const active = roster.filter((a) => a.active).map((a) => a.contentId);
const inactive = roster.find((a) => !a.active)!.contentId;
const refs = (ids: string[]) => ({ r: ids.map((id) => ({ __typename: 'Analyst', id })) });

describe('follows over the real upstream', () => {
  let upstream: RealUpstream;
  let graph: TestSubgraph;
  let stop: () => Promise<void>;
  let userSeq = 0;
  // alerts-service trusts the forwarded id (the gateway signed it): a fresh user per test.
  const newUser = () => ({ user: { id: `usr-follows-${++userSeq}` } });

  beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('account_follows_test'), { build: buildAccountSubgraph, contextFactory: createAccountContext })); }, 60_000);
  afterAll(() => stop?.());

  it('answers isFollowed false when logged out, without asking the alerts service', async () => {
    const before = await upstream.requestCount();
    const result = await graph.query(ENTITIES, refs(active.slice(0, 5)));
    expect(result.errors).toBeUndefined();
    expect(result.data!._entities).toEqual(active.slice(0, 5).map((id) => ({ id, isFollowed: false })));
    expect(await upstream.requestCount()).toBe(before);
  });

  it('follows, answers isFollowed for many analysts with one REST call, and unfollows', async () => {
    const me = newUser();
    const follow = await graph.query(FOLLOW, { id: active[1] }, me);
    expect(follow).toEqual({ data: { followAnalyst: { id: active[1], isFollowed: true } } });

    const ids = active.slice(0, 12);
    const before = await upstream.requestCount();
    const result = await graph.query(ENTITIES, refs(ids), me);
    expect(result.data!._entities).toEqual(ids.map((id) => ({ id, isFollowed: id === active[1] })));
    expect((await upstream.requestCount()) - before).toBe(1);

    expect(await graph.query(UNFOLLOW, { id: active[1] }, me)).toEqual({ data: { unfollowAnalyst: { id: active[1], isFollowed: false } } });
    expect((await graph.query(ENTITIES, refs([active[1]]), me)).data!._entities).toEqual([{ id: active[1], isFollowed: false }]);
    // Unfollowing what is not followed is no error.
    expect((await graph.query(UNFOLLOW, { id: active[1] }, me)).errors).toBeUndefined();
  });

  it("lists the viewer's follows; another user's are neither listed nor changed", async () => {
    // Demo users: viewer needs a session the auth service knows.
    const a = { user: { id: DEMO_USERS[0].id } };
    const b = { user: { id: DEMO_USERS[1].id } };
    await graph.query(FOLLOW, { id: active[2] }, a);
    await graph.query(FOLLOW, { id: active[3] }, a);
    expect(await graph.query('mutation { followTopic(topic: "  Zero Trust ") }', {}, a)).toEqual({ data: { followTopic: ['Zero Trust'] } });
    await graph.query(FOLLOW, { id: active[4] }, b);

    expect(await graph.query(FOLLOWING, {}, a)).toEqual({
      data: {
        viewer: {
          id: DEMO_USERS[0].id,
          followedAnalysts: [
            { id: active[2], isFollowed: true },
            { id: active[3], isFollowed: true },
          ],
          followedTopics: ['Zero Trust'],
        },
      },
    });
    expect((await graph.query(FOLLOWING, {}, b)).data!.viewer).toMatchObject({ followedAnalysts: [{ id: active[4] }], followedTopics: [] });

    // B unfollowing A's analyst changes nothing for A.
    await graph.query(UNFOLLOW, { id: active[2] }, b);
    const followedBy = async (who: typeof a) =>
      (await graph.query(ENTITIES, refs([active[2], active[4]]), who)).data!._entities.map((e: { isFollowed: boolean }) => e.isFollowed);
    expect(await followedBy(a)).toEqual([true, false]);
    expect(await followedBy(b)).toEqual([false, true]);

    expect(await graph.query('mutation { unfollowTopic(topic: "zero trust") }', {}, a)).toEqual({ data: { unfollowTopic: [] } });
    for (const id of [active[2], active[3]]) await graph.query(UNFOLLOW, { id }, a);
    await graph.query(UNFOLLOW, { id: active[4] }, b);
    expect((await graph.query(FOLLOWING, {}, a)).data!.viewer).toMatchObject({ followedAnalysts: [], followedTopics: [] });
  });

  it('refuses follow changes when logged out, before any REST call', async () => {
    const before = await upstream.requestCount();
    for (const mutation of [FOLLOW, UNFOLLOW]) {
      const result = await graph.query(mutation, { id: active[0] });
      expect(result.errors?.[0]).toMatchObject({ message: SIGN_IN_TO_FOLLOW_MESSAGE, extensions: { code: 'UNAUTHORIZED', status: 401 } });
    }
    expect((await graph.query('mutation { followTopic(topic: "AI") }')).errors?.[0].extensions).toMatchObject({ status: 401 });
    expect(await upstream.requestCount()).toBe(before);
  });

  it("passes the service's refusals on: an inactive analyst is 400, a malformed id never leaves", async () => {
    const refused = await graph.query(FOLLOW, { id: inactive }, newUser());
    expect(refused.errors?.[0]).toMatchObject({
      message: `Analyst ${inactive} is inactive and cannot be followed`,
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    const before = await upstream.requestCount();
    const malformed = await graph.query(FOLLOW, { id: 'RES100001' }, newUser());
    expect(malformed.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await upstream.requestCount()).toBe(before);
  });
});

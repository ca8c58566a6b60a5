import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createAccountContext } from '../context.js';
import { buildAccountSubgraph } from '../schema.js';

const VIEWER = '{ viewer { id fullName firstName lastName email userType accountName subscriptions features } }';

describe('Query.viewer over the real upstream', () => {
  let upstream: RealUpstream;
  let graph: TestSubgraph;
  let stop: () => Promise<void>;

  beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('account_graph_test'), { build: buildAccountSubgraph, contextFactory: createAccountContext })); }, 60_000);
  afterAll(() => stop?.());

  it('is null when logged out, without asking the auth service', async () => {
    const before = await upstream.requestCount();
    expect(await graph.query(VIEWER)).toEqual({ data: { viewer: null } });
    expect(await upstream.requestCount()).toBe(before);
  });

  it('passes a 401 from session verify on as UNAUTHORIZED, so the page can reset and go to /login', async () => {
    const { data, errors } = await graph.query(VIEWER, {}, { user: { id: 'usr-no-such-user' } });
    expect(data).toEqual({ viewer: null });
    expect(errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED', status: 401, error: 'Unauthorized' } });
  });

  it.each(DEMO_USERS.map((user) => [user.userType, user] as const))(
    'maps the session of a signed-in %s to the viewer, verifying on every request',
    async (_type, user) => {
      const expected = {
        data: {
          viewer: {
            id: user.id,
            fullName: `${user.firstName} ${user.lastName}`,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            userType: user.userType,
            accountName: user.accountName,
            subscriptions: user.subscriptions,
            // The session's features that are on (the employee's izola_home among them).
            features: user.features ?? [],
          },
        },
      };
      const before = await upstream.requestCount();
      expect(await graph.query(VIEWER, {}, { user: { id: user.id } })).toEqual(expected);
      expect(await graph.query(VIEWER, {}, { user: { id: user.id } })).toEqual(expected);
      // Session verify is never cached: one call per request.
      expect((await upstream.requestCount()) - before).toBe(2);
    },
  );
});

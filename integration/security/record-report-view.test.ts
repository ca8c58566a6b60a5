// The report page's "viewed" record (recordReportView, spec 2 §3) through the gateway: a visitor is
// asked to sign in before anything reaches upstream; a malformed id never leaves the subgraph; the
// mutation answers one Boolean, so an alias flood of it (views written in bulk) meets the alias
// limit like any other operation, before execution; and no refusal carries internals.
import { fixtures } from '@portal/corpus';
import { DEFAULT_SIGN_IN_MESSAGE } from '@portal/graph-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { gql, gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';
import { useSharedTestStack } from '../support/testStack.js';
import { upstreamRequestTotal } from '../support/upstream-calls.js';

const stack = useSharedTestStack();
const RECORD = 'mutation ($id: ID!) { recordReportView(id: $id) }';
const INTERNALS = /127\.0\.0\.1|localhost|\/work\/|node_modules|\bat \w+ \(/;
let zane: CookieJar;

beforeAll(async () => {
  zane = await signIn(stack.gatewayUrl, 'zane@meridian.example');
});

/** The upstream requests `work` cost (every method: the record itself is a POST). */
async function upstreamRequestsDuring(work: () => Promise<unknown>): Promise<number> {
  const before = await upstreamRequestTotal(stack.upstreamUrl);
  await work();
  return (await upstreamRequestTotal(stack.upstreamUrl)) - before;
}

describe('recordReportView', () => {
  it('is refused to a visitor, who is asked to sign in, before any upstream call', async () => {
    let body: Awaited<ReturnType<typeof gql>>['body'] | undefined;
    const calls = await upstreamRequestsDuring(async () => {
      ({ body } = await gql(stack.gatewayUrl, RECORD, { id: fixtures.oneAuthorReportId }));
    });
    expect(body!.data ?? null).toBeNull();
    expect(body!.errors?.[0]).toMatchObject({ message: DEFAULT_SIGN_IN_MESSAGE, extensions: { code: 'UNAUTHORIZED' } });
    expect(JSON.stringify(body)).not.toMatch(INTERNALS);
    expect(calls).toBe(0);
  });

  it('refuses a malformed id before any upstream call', async () => {
    let body: Awaited<ReturnType<typeof gql>>['body'] | undefined;
    const calls = await upstreamRequestsDuring(async () => {
      ({ body } = await gqlAs(stack.gatewayUrl, zane, RECORD, { id: '../../user-service/api/v1/user/last-viewed' }));
    });
    expect(body!.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(body)).not.toMatch(INTERNALS);
    expect(calls).toBe(0);
  });

  it('meets the alias limit: a flood of views in one request is refused before execution', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `v${i}: recordReportView(id: $id)`).join(' ');
    let result: Awaited<ReturnType<typeof gql>> | undefined;
    const calls = await upstreamRequestsDuring(async () => {
      result = await gqlAs(stack.gatewayUrl, zane, `mutation ($id: ID!) { ${aliases} }`, { id: fixtures.oneAuthorReportId });
    });
    expect(result!.response.status).toBe(400);
    expect(result!.body.data ?? null).toBeNull();
    expect(result!.body.errors?.map((e) => e.message).join('\n')).toMatch(/Aliases limit of 15 exceeded, found 40/);
    expect(calls).toBe(0);
    // Within the limits, one view is one answer.
    expect((await gqlAs(stack.gatewayUrl, zane, RECORD, { id: fixtures.oneAuthorReportId })).body).toEqual({ data: { recordReportView: true } });
  });
});

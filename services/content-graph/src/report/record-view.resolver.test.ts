// The recordReportView mutation (content-graph over the real upstream): it records a view for the
// signed-in caller only, of a report they could open; reading a report records nothing. A view is
// read back through user-service last-viewed by that user.
import { fixtures } from '@portal/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, signedAs, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { DEFAULT_SIGN_IN_MESSAGE } from '@portal/graph-kit';
import { requestsDuring, startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

const REPORT = /* GraphQL */ `query R($id: ID!) { report(id: $id) { id } }`;
const RECORD = /* GraphQL */ `mutation V($id: ID!) { recordReportView(id: $id) }`;
const reader = DEMO_USERS.find((u) => u.userType === 'client')!;
// Subscribes to nothing: the restricted report is refused to him.
const zane = DEMO_USERS.find((u) => u.email === 'zane@meridian.example')!;

let upstream: RealUpstream;
let graph: TestSubgraph;
let stop: () => Promise<void>;

beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('content_graph_views'), { build: buildContentSubgraph, contextFactory: createContentContext })); }, 60_000);
afterAll(() => stop?.());

async function viewsOf(userId: string, contentId: string): Promise<{ contentId: string; dtaccessdate: string }[]> {
  const url = `${upstream.url}/user-service/api/v1/user/last-viewed?userId=${userId}&contentIds=${contentId}`;
  const res = await fetch(url, { headers: await signedAs(userId) });
  expect(res.status).toBe(200);
  return res.json();
}

describe('report(id)', () => {
  it('records nothing, even for a signed-in reader: reading has no side effect', async () => {
    const id = fixtures.inactiveAuthorReportId;
    const result = await graph.query(REPORT, { id }, { user: { id: reader.id } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.report.id).toBe(id);
    expect(await viewsOf(reader.id, id)).toEqual([]);
  });
});

describe('recordReportView(id)', () => {
  it('refuses a logged-out caller before any upstream call', async () => {
    const id = fixtures.oneAuthorReportId;
    let result: Awaited<ReturnType<TestSubgraph['query']>> = {};
    const calls = await requestsDuring(upstream, async () => {
      result = await graph.query(RECORD, { id });
    });
    expect(result.errors?.[0]).toMatchObject({ message: DEFAULT_SIGN_IN_MESSAGE, extensions: { code: 'UNAUTHORIZED' } });
    expect(calls).toBe(0);
  });

  it("records the signed-in reader's view, which user-service then answers", async () => {
    const id = fixtures.oneAuthorReportId;
    const result = await graph.query(RECORD, { id }, { user: { id: reader.id } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.recordReportView).toBe(true);
    const [view] = await viewsOf(reader.id, id);
    expect(view!.contentId).toBe(id);
    expect(Date.now() - Date.parse(view!.dtaccessdate)).toBeLessThan(60_000);
  });

  it('refuses a malformed id before any upstream call', async () => {
    let result: Awaited<ReturnType<TestSubgraph['query']>> = {};
    const calls = await requestsDuring(upstream, async () => {
      result = await graph.query(RECORD, { id: '../user-service' }, { user: { id: reader.id } });
    });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls).toBe(0);
  });

  it('records nothing of a report the reader may not open, and says why as Query.report does', async () => {
    const id = fixtures.restrictedReportId;
    const refused = await graph.query(REPORT, { id }, { user: { id: zane.id } });
    const result = await graph.query(RECORD, { id }, { user: { id: zane.id } });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe(refused.errors?.[0]?.message);
    expect(result.errors?.[0]?.extensions?.status).toBe(401);
    expect(await viewsOf(zane.id, id)).toEqual([]);
  });

  it('answers false when the view cannot be stored (a user upstream does not know): it only costs the label', async () => {
    const result = await graph.query(RECORD, { id: fixtures.oneAuthorReportId }, { user: { id: 'no-such-user' } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.recordReportView).toBe(false);
  });
});

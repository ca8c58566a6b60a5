// Opening a report records a view for the signed-in caller only (content-graph over the real
// upstream): the view is readable through user-service last-viewed by that user afterwards.
import { fixtures } from '@portal/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, signedAs, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

const REPORT = /* GraphQL */ `query R($id: ID!) { report(id: $id) { id } }`;
const user = DEMO_USERS.find((u) => u.userType === 'client')!;

let upstream: RealUpstream;
let graph: TestSubgraph;
let stop: () => Promise<void>;

beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('content_graph_views'), { build: buildContentSubgraph, contextFactory: createContentContext })); }, 60_000);
afterAll(() => stop?.());

async function viewsOf(contentId: string): Promise<{ contentId: string; dtaccessdate: string }[]> {
  const url = `${upstream.url}/user-service/api/v1/user/last-viewed?userId=${user.id}&contentIds=${contentId}`;
  const res = await fetch(url, { headers: await signedAs(user.id) });
  expect(res.status).toBe(200);
  return res.json();
}

describe('report(id) and last-viewed', () => {
  it('records nothing for a logged-out reader', async () => {
    const id = fixtures.oneAuthorReportId;
    expect((await graph.query(REPORT, { id })).errors).toBeUndefined();
    expect(await viewsOf(id)).toEqual([]);
  });

  it('records the view of a signed-in reader', async () => {
    const id = fixtures.oneAuthorReportId;
    const result = await graph.query(REPORT, { id }, { user: { id: user.id } });
    expect(result.errors).toBeUndefined();
    const [view] = await viewsOf(id);
    expect(view.contentId).toBe(id);
    expect(Date.now() - Date.parse(view.dtaccessdate)).toBeLessThan(60_000);
  });

  it('still answers the report when recording fails (a user upstream does not know)', async () => {
    const result = await graph.query(REPORT, { id: fixtures.oneAuthorReportId }, { user: { id: 'no-such-user' } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.report.id).toBe(fixtures.oneAuthorReportId);
  });
});

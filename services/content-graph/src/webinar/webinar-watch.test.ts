// Webinar.hasAccess, downloadableAssets and recording in content-graph over the real upstream REST
// app (small corpus): one access call for a whole page of webinars, the recording's routes only for
// a reader with access to an ended webinar, and the files queries only for a signed-in reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBINAR_ACCESS_MESSAGES } from '@portal/domain';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { requestsDuring, startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

// Bea holds FD, Abe nothing (services/upstream demoUsers.ts).
const BEA = { id: 'usr-client-0163' };
const ABE = { id: 'usr-client-0162' };

let upstream: RealUpstream;
let graph: TestSubgraph;
let stop: () => Promise<void>;
let paidEnded: string[];

beforeAll(async () => {
  ({ upstream, graph, stop } = await startTestStack(startRealUpstream('content_graph_webinar_watch'), { build: buildContentSubgraph, contextFactory: createContentContext }));
  const listing = (await (await fetch(`${upstream.url}/webinar-service/api/v1/webinar/listing?type=ondemand&size=100`)).json()) as { content: { id: string; price: number }[] };
  paidEnded = listing.content.filter((w) => w.price > 0).map((w) => w.id);
}, 120_000);
afterAll(() => stop?.());

const ACCESS = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Webinar { id hasAccess recording { mediaUrl captionsUrl } } } }';

describe('Webinar.hasAccess and recording', () => {
  it('asks upstream once for all the webinars of a request, and gives the recording only with access', async () => {
    const ids = paidEnded.slice(0, 3);
    let result: Awaited<ReturnType<TestSubgraph['query']>> = {};
    const calls = await requestsDuring(upstream, async () => {
      result = await graph.query(ACCESS, { r: ids.map((id) => ({ __typename: 'Webinar', id })) }, { user: BEA });
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!._entities).toEqual(ids.map((id) => ({ id, hasAccess: true, recording: { mediaUrl: `/media/webinars/${id}/recording`, captionsUrl: `/media/webinars/${id}/captions.vtt` } })));
    // The webinars in one batch, their access in one more.
    expect(calls).toBe(2);
    const refused = await graph.query(ACCESS, { r: ids.map((id) => ({ __typename: 'Webinar', id })) }, { user: ABE });
    expect(refused.data!._entities.map((w: { hasAccess: boolean; recording: unknown }) => [w.hasAccess, w.recording])).toEqual(ids.map(() => [false, null]));
  });

  it('is false for a visitor, who sees the assets listed but no recording', async () => {
    const visitor = await graph.query('query($id: ID!) { webinar(id: $id) { hasAccess recording { mediaUrl } downloadableAssets { id url } } }', { id: paidEnded[0] });
    expect(visitor.data!.webinar).toEqual({
      hasAccess: false,
      recording: null,
      downloadableAssets: [
        { id: 'agenda', url: `/downloads/webinars/${paidEnded[0]}/agenda` },
        { id: 'transcript', url: `/downloads/webinars/${paidEnded[0]}/transcript` },
      ],
    });
  });
});

describe('the files queries', () => {
  it('ask a visitor to sign in, pass on upstream’s refusal, and check the asset name first', async () => {
    const visitor = await graph.query('query($id: ID!) { webinarCaptions(id: $id) { text } }', { id: paidEnded[0] });
    expect(visitor.errors?.[0].message).toBe(WEBINAR_ACCESS_MESSAGES.signIn);
    const abe = await graph.query('query($id: ID!) { webinarCaptions(id: $id) { text } }', { id: paidEnded[0] }, { user: ABE });
    expect(abe.errors?.[0]).toMatchObject({ message: WEBINAR_ACCESS_MESSAGES.notAccessible, extensions: { status: 403 } });
    const bea = await graph.query('query($id: ID!) { webinarCaptions(id: $id) { text } }', { id: paidEnded[0] }, { user: BEA });
    expect(bea.data!.webinarCaptions.text.startsWith('WEBVTT')).toBe(true);
    const unknown = await graph.query('query($id: ID!) { webinarAssetFile(id: $id, assetId: "slides") { fileName } }', { id: paidEnded[0] }, { user: BEA });
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

// Webinar and ContentItem in content-graph over the real upstream REST app (small corpus): the
// query, hosts through the analyst loader, entity references in one batch call each.
import { contentItem, webinar as corpusWebinar } from '@portal/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { requestsDuring, startTestStack, startTestSubgraph, type TestSubgraph } from '@portal/graph-kit/testing';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

const CORPUS = { seed: 42, size: 60 };
const WEBINAR = /* GraphQL */ `
  query Webinar($id: ID!) {
    webinar(id: $id) {
      id contentId slug path title summary webinarType webinarStatus startDate endDate eventStartDateTime
      duration price participationDetails location editorialImage
      hostAnalysts { id fullName path }
    }
  }
`;

let upstream: RealUpstream;
let graph: TestSubgraph;
let stop: () => Promise<void>;
const start = (url: string) => startTestSubgraph({ upstreamUrl: url, build: buildContentSubgraph, contextFactory: createContentContext });

beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('content_graph_webinar'), { build: buildContentSubgraph, contextFactory: createContentContext })); }, 60_000);
afterAll(() => stop?.());

const callsDuring = (work: () => Promise<unknown>) => requestsDuring(upstream, work);

describe('webinar(id)', () => {
  it('answers the webinar service’s fields with its hosts as analysts', async () => {
    const rest = await (await fetch(`${upstream.url}/webinar-service/api/v1/webinar/WEB100001`)).json();
    const { data, errors } = await graph.query(WEBINAR, { id: 'WEB100001' });
    expect(errors).toBeUndefined();
    const { hostAnalysts, ...fields } = data!.webinar;
    const { hostAnalysts: restHosts, topics: _topics, ...restFields } = rest;
    expect({ id: 'WEB100001', ...fields }).toEqual({ ...restFields, id: 'WEB100001' });
    expect(hostAnalysts.map((h: { id: string; fullName: string }) => ({ contentId: h.id, fullName: h.fullName }))).toEqual(restHosts);
    expect(hostAnalysts.length).toBe(corpusWebinar(CORPUS, 1, new Date()).hostAnalystIds.length);
    expect(hostAnalysts[0].path).toMatch(/^\/analyst-bio\//);
  });

  it('is NOT_FOUND for an unknown webinar and BAD_USER_INPUT for a malformed id', async () => {
    const missing = await graph.query(WEBINAR, { id: 'WEB999999' });
    expect(missing.errors?.[0].extensions).toMatchObject({ status: 404 });
    const malformed = await graph.query(WEBINAR, { id: 'nope' });
    expect(malformed.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('entity references', () => {
  it('resolves Webinar references with their hosts in one webinar and one analyst call', async () => {
    const fresh = await start(upstream.url);
    try {
      const ids = ['WEB100003', 'WEB100000', 'WEB100010'];
      let result: Awaited<ReturnType<TestSubgraph['query']>> = {};
      const calls = await callsDuring(async () => {
        result = await fresh.query('query($r: [_Any!]!) { _entities(representations: $r) { ... on Webinar { id webinarType hostAnalysts { id } } } }', {
          r: ids.map((id) => ({ __typename: 'Webinar', id })),
        });
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!._entities.map((w: { id: string }) => w.id)).toEqual(ids);
      expect(result.data!._entities[0].webinarType).toBe('Peer Discussions');
      expect(calls).toBe(2);
    } finally {
      await fresh.stop();
    }
  });

  it('resolves ContentItem references of every kind in one call, authors in one more', async () => {
    const fresh = await start(upstream.url);
    try {
      const expected = [contentItem('blog', CORPUS, 0), contentItem('tool', CORPUS, 1), contentItem('playbook', CORPUS, 2)];
      const ids = ['SUS100000', ...expected.map((e) => e.id)];
      let result: Awaited<ReturnType<TestSubgraph['query']>> = {};
      const calls = await callsDuring(async () => {
        result = await fresh.query(
          'query($r: [_Any!]!) { _entities(representations: $r) { ... on ContentItem { id contentType title path category surveyType authors { id } } } }',
          { r: ids.map((id) => ({ __typename: 'ContentItem', id })) },
        );
      });
      expect(result.errors).toBeUndefined();
      const [survey, ...items] = result.data!._entities;
      expect(survey).toMatchObject({ id: 'SUS100000', contentType: 'survey', surveyType: 'business', authors: [] });
      expect(items).toEqual(expected.map((e) => ({
        id: e.id, contentType: e.contentType, title: e.title, path: e.path, category: e.category, surveyType: null,
        authors: e.authorIds.map((id) => ({ id })),
      })));
      expect(calls).toBe(2);
    } finally {
      await fresh.stop();
    }
  });
});

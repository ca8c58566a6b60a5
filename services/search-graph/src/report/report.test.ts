// search-graph over the real upstream REST app (temporary PostgreSQL database, small corpus).
import { fixtures } from '@portal/corpus';
import { startTestSubgraph, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createSearchContext } from '../context.js';
import { buildSearchSubgraph } from '../schema.js';

const RELATED = /* GraphQL */ `
  query($r: [_Any!]!) { _entities(representations: $r) { ... on Report { id relatedResearch { id } } } }
`;

let upstream: RealUpstream;
let graph: TestSubgraph;

beforeAll(async () => {
  upstream = await startRealUpstream('search_graph_test');
  graph = await startTestSubgraph({ upstreamUrl: upstream.url, build: buildSearchSubgraph, contextFactory: createSearchContext });
}, 60_000);

afterAll(async () => {
  await graph?.stop();
  await upstream?.close();
});

const reportRef = (id: string) => ({ r: [{ __typename: 'Report', id }] });

describe('Report.relatedResearch', () => {
  it('returns three report references, never the report itself', async () => {
    const { data, errors } = await graph.query(RELATED, reportRef(fixtures.oneAuthorReportId));
    expect(errors).toBeUndefined();
    const [report] = data!._entities;
    expect(report.id).toBe(fixtures.oneAuthorReportId);
    expect(report.relatedResearch).toHaveLength(3);
    for (const related of report.relatedResearch) {
      expect(related.id).toMatch(/^RES\d+$/);
      expect(related.id).not.toBe(fixtures.oneAuthorReportId);
    }
  });

  it('asks upstream once per report, then serves it from the cache', async () => {
    const id = fixtures.twelveAuthorReportId;
    const before = await upstream.requestCount();
    const first = await graph.query(RELATED, reportRef(id));
    const second = await graph.query(RELATED, reportRef(id));
    expect(second.data).toEqual(first.data);
    expect((await upstream.requestCount()) - before).toBe(1);
  });

  it('answers an unknown report with 404 Not Found', async () => {
    const { errors } = await graph.query(RELATED, reportRef('RES999999'));
    expect(errors?.[0]).toMatchObject({
      message: 'Research RES999999 not found',
      extensions: { code: 'NOT_FOUND', status: 404, error: 'Not Found' },
    });
  });
});

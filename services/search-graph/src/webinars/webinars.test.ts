// The webinar and peer discussion listings over the real upstream REST app (temporary PostgreSQL
// database, small corpus); the expected order is the webinar service's own listing, read in one page.
import { WEBINAR_PAGE_SIZE } from '@portal/domain';
import { startTestSubgraph, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createSearchContext } from '../context.js';
import { buildSearchSubgraph } from '../schema.js';
import type { WebinarListResponseDto } from '@portal/contracts';

const WEBINARS = /* GraphQL */ `
  query Webinars($input: WebinarListInput!) {
    webinars(input: $input) { page totalPages itemsTotal loadMore cards { id } }
  }
`;

let upstream: RealUpstream;
let graph: TestSubgraph;

beforeAll(async () => {
  upstream = await startRealUpstream('search_graph_webinars_test');
  graph = await startTestSubgraph({ upstreamUrl: upstream.url, build: buildSearchSubgraph, contextFactory: createSearchContext });
}, 120_000);

afterAll(async () => {
  await graph?.stop();
  await upstream?.close();
});

async function everything(type: string, webinarType: string): Promise<string[]> {
  const params = new URLSearchParams({ type, webinarType, size: '100' });
  const res = await fetch(`${upstream.url}/webinar-service/api/v1/webinar/listing?${params}`);
  const body = (await res.json()) as WebinarListResponseDto;
  return body.content.map((w) => w.id);
}

describe('Query.webinars', () => {
  it.each([
    ['upcoming', 'webinar'],
    ['ondemand', 'webinar'],
    ['upcoming', 'peer discussions'],
    ['ondemand', 'peer discussions'],
  ])('pages %s %s 9 at a time to the last page', async (type, webinarType) => {
    const expected = await everything(type, webinarType);
    expect(expected.length).toBeGreaterThan(0);
    const totalPages = Math.ceil(expected.length / WEBINAR_PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 1; page <= totalPages; page++) {
      const result = await graph.query(WEBINARS, { input: { type, webinarType, page } });
      expect(result.errors).toBeUndefined();
      const answer = result.data!.webinars;
      expect(answer).toMatchObject({ page, totalPages, itemsTotal: expected.length, loadMore: page < totalPages });
      seen.push(...answer.cards.map((card: { id: string }) => card.id));
    }
    expect(seen).toEqual(expected);
  });

  it('lists webinars when no webinar type is given', async () => {
    const result = await graph.query(WEBINARS, { input: { type: 'upcoming' } });
    expect(result.data!.webinars.cards.map((c: { id: string }) => c.id)).toEqual((await everything('upcoming', 'webinar')).slice(0, WEBINAR_PAGE_SIZE));
  });

  it('refuses an unknown tab before any call', async () => {
    const before = await upstream.requestCount();
    const { errors } = await graph.query(WEBINARS, { input: { type: 'later' } });
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await upstream.requestCount()).toBe(before);
  });
});

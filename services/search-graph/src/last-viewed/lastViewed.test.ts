// SearchCard.lastViewed over a scripted upstream: no call when logged out, one batched call per
// search when signed in, retries (a few ms apart here; 5 s in production) and an empty status
// once every attempt has failed.
import { sendJson, startStubHttpServer, type StubHttpServer, type TestSubgraph, startTestSubgraph, TEST_USER_CONTEXT_SECRET } from '@portal/graph-kit/testing';
import { verifyUserContext } from '@portal/graph-kit/user-context';
import { afterEach, describe, expect, it } from 'vitest';
import { createSearchContext } from '../context.js';
import { buildSearchSubgraph } from '../schema.js';

const SEARCH = /* GraphQL */ `query S($input: SearchInput!) { search(input: $input) { cards { contentId lastViewed } } }`;
const SEARCH_PATH = '/search-service/api/v1/search';
const LAST_VIEWED_PATH = '/user-service/api/v1/user/last-viewed';
const USER = { id: 'user-42' };
const IDS = ['RES100001', 'RES100002', 'RES100003'];

const hit = (contentId: string) => ({
  contentId, contentType: 'research', title: contentId, summary: '', publishedDate: '2025-01-01', ipType: null,
  path: `/report/x/${contentId}`, readTime: 5, authors: [], parentId: null, score: 1,
});
const searchAnswer = {
  content: IDS.map(hit), page: 0, size: 10, totalElements: IDS.length, totalPages: 1, last: true, aggregations: {}, fuzzy: null,
};

let stub: StubHttpServer | undefined;
let graph: TestSubgraph | undefined;

afterEach(async () => {
  await graph?.stop();
  await stub?.close();
  graph = stub = undefined;
});

/** An upstream whose last-viewed fails `failures` times before answering RES100002's view. */
async function start(failures: number): Promise<void> {
  let failed = 0;
  stub = await startStubHttpServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === SEARCH_PATH) return sendJson(response, 200, searchAnswer);
    if (path === LAST_VIEWED_PATH) {
      if (failed < failures) {
        failed += 1;
        return sendJson(response, 500, { status: 500, error: 'Internal Server Error', message: 'down' });
      }
      return sendJson(response, 200, [{ contentId: 'RES100002', dtaccessdate: '2026-03-04T23:30:00.000Z' }]);
    }
    sendJson(response, 404, { status: 404, error: 'Not Found', message: 'no' });
  });
  graph = await startTestSubgraph({
    upstreamUrl: stub.url,
    build: buildSearchSubgraph,
    contextFactory: (base, transport) => createSearchContext(base, transport, { lastViewedRetryDelayMs: 5 }),
  });
}

async function cards(signedIn: boolean): Promise<{ contentId: string; lastViewed: string | null }[]> {
  const result = await graph!.query(SEARCH, { input: { query: 'cloud' } }, signedIn ? { user: USER } : {});
  expect(result.errors).toBeUndefined();
  return result.data!.search.cards;
}

describe('SearchCard.lastViewed', () => {
  it('is null and costs no call when logged out', async () => {
    await start(0);
    expect((await cards(false)).map((c) => c.lastViewed)).toEqual([null, null, null]);
    expect(stub!.callsTo(LAST_VIEWED_PATH)).toHaveLength(0);
  });

  it('labels the viewed card for a signed-in user, with one call for the whole page', async () => {
    await start(0);
    expect((await cards(true)).map((c) => c.lastViewed)).toEqual([null, 'Viewed March 4, 2026', null]);
    const calls = stub!.callsTo(LAST_VIEWED_PATH);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url, stub!.url);
    expect(url.searchParams.get('userId')).toBe(USER.id);
    expect(url.searchParams.get('contentIds')!.split(',').sort()).toEqual(IDS);
    // Who asks travels as the gateway's signed context, which upstream verifies itself.
    expect((await verifyUserContext(calls[0].headers['x-portal-user'] as string, TEST_USER_CONTEXT_SECRET))?.id).toBe(USER.id);
    expect(calls[0].headers['x-portal-user-id']).toBeUndefined();
  });

  it('retries after a failure and then labels the card', async () => {
    await start(2);
    expect((await cards(true))[1].lastViewed).toBe('Viewed March 4, 2026');
    expect(stub!.callsTo(LAST_VIEWED_PATH)).toHaveLength(3);
  });

  it('gives up after 3 attempts with an empty status, and the search still answers', async () => {
    await start(3);
    expect((await cards(true)).map((c) => c.lastViewed)).toEqual([null, null, null]);
    expect(stub!.callsTo(LAST_VIEWED_PATH)).toHaveLength(3);
  });
});

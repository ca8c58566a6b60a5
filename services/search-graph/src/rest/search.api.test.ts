// The search client's caching policy, against a scripted HTTP server (what is under test is which
// requests reach the service, not the engine).
import { createCache, createRestTransport, type RequestIdentity } from '@portal/graph-kit';
import { sendJson, startStubHttpServer, testLogger, type StubHttpServer } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchApi } from './search.api.js';
import type { SearchParams } from '@portal/contracts';

const EMPTY_ANSWER = { content: [], page: 1, size: 10, totalElements: 0, totalPages: 0, last: true, aggregations: {}, fuzzy: null };

let stub: StubHttpServer;

beforeAll(async () => {
  stub = await startStubHttpServer((request, response) => {
    if (request.method === 'POST') return sendJson(response, 200, EMPTY_ANSWER);
    sendJson(response, 200, { suggestions: ['customer experience', 'customer journey', 'customer data', 'customs', 'extra'] });
  });
});

afterAll(async () => {
  await stub?.close();
});

function apiFor(identity: Partial<RequestIdentity>, transport = createRestTransport({ baseUrl: stub.url, cache: createCache({}, testLogger()).cache, logger: testLogger() })) {
  return { api: new SearchApi(transport, { user: null, userContextToken: null, unregisteredUserId: null, requestId: 'test', ...identity }), transport };
}

const params = (query: string): SearchParams => ({
  query,
  type: 'research',
  accessOnly: 'true',
  page: '1',
  size: '10',
  sortType: 'relevance',
  sortOrder: 'desc',
  isFuzzyNeeded: 'true',
});

const SEARCH = '/search-service/api/v1/search';
const posts = () => stub.callsTo(SEARCH).filter((r) => r.method === 'POST');

describe('SearchApi.search', () => {
  it('posts the query parameters and serves a repeated anonymous search from the cache', async () => {
    const { api, transport } = apiFor({});
    const before = posts().length;
    await api.search(params('cloud'), { filters: { termFilters: { industry: ['Retail'] } } });
    // A new data source (a new GraphQL request) over the same transport: the shared cache answers.
    await apiFor({}, transport).api.search(params('cloud'), { filters: { termFilters: { industry: ['Retail'] } } });
    const calls = posts().slice(before);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url, stub.url);
    expect(Object.fromEntries(url.searchParams)).toEqual(params('cloud'));
    // Another body is another question.
    await apiFor({}, transport).api.search(params('cloud'), { filters: { termFilters: { industry: ['Energy'] } } });
    expect(posts().slice(before)).toHaveLength(2);
  });

  it('never caches a search made by a signed-in user, and forwards who it is', async () => {
    const { transport } = apiFor({});
    const before = posts().length;
    for (let i = 0; i < 2; i++) await apiFor({ user: { id: 'user-7' }, userContextToken: 'signed.user.context' }, transport).api.search(params('data'), {});
    const calls = posts().slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0].headers['x-portal-user']).toBe('signed.user.context');
  });
});

describe('SearchApi.suggestions', () => {
  it('asks the autocomplete type with size and isUserSearch=false', async () => {
    const { api } = apiFor({});
    const suggestions = await api.suggestions('cus', 4);
    expect(suggestions[0]).toBe('customer experience');
    const call = stub.callsTo(SEARCH).filter((r) => r.method === 'GET').at(-1)!;
    expect(Object.fromEntries(new URL(call.url, stub.url).searchParams)).toEqual({
      query: 'cus',
      type: 'fd-autocomplete',
      size: '4',
      isUserSearch: 'false',
    });
  });
});

describe('withFeatureExclusions', () => {
  it('leaves the Interactive Data Tool out while release_search_idt is off, keeping the filters asked for', async () => {
    const { withFeatureExclusions } = await import('./search.api.js');
    const asked = { filters: { termFilters: { industry: ['Retail'] } } };
    expect(withFeatureExclusions(asked, { release_search_idt: false })).toEqual({
      filters: { termFilters: { industry: ['Retail'] }, excludeTermFilters: { ipType: ['Interactive Data Tool'] } },
    });
    expect(withFeatureExclusions({}, {})).toEqual({ filters: { termFilters: {}, excludeTermFilters: { ipType: ['Interactive Data Tool'] } } });
    expect(withFeatureExclusions(asked, { release_search_idt: true })).toBe(asked);
  });
});

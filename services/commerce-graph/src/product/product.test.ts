// commerce-graph's products over the real upstream (temporary PostgreSQL database), and over a
// scripted server for the failures the real one never gives (500, 502).
import { sendJson, startStubHttpServer, startTestStack, startTestSubgraph, type StubHttpServer, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createCommerceContext } from '../context.js';
import { buildCommerceSubgraph } from '../schema.js';

const SAM = { user: { id: 'usr-client-0003' } };
const CATALOGUE = '{ productCatalogue { products { id features { id } } featureCategories { id } } }';
const MY_PRODUCTS = '{ myProducts { registrations { registrationId product { id } } products { id } featureCategories { id } } }';
const REGISTER = 'mutation ($id: String!) { registerProduct(registrationId: $id) { registrations { registrationId } } }';

describe('products over the real upstream', () => {
  let upstream: RealUpstream;
  let graph: TestSubgraph;
  let stop: () => Promise<void>;

  beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('commerce_products_test'), { build: buildCommerceSubgraph, contextFactory: createCommerceContext })); }, 60_000);
  afterAll(() => stop?.());

  it('serves the public catalogue from the cache after the first call', async () => {
    const first = await graph.query(CATALOGUE);
    expect(first.data?.productCatalogue.products).toHaveLength(3);
    const before = await upstream.requestCount();
    expect(await graph.query(CATALOGUE)).toEqual(first);
    expect(await upstream.requestCount()).toBe(before);
  });

  it('refuses a logged-out visitor before any call', async () => {
    const before = await upstream.requestCount();
    for (const [query, variables] of [[MY_PRODUCTS, {}], [REGISTER, { id: 'MRD-FMI-0001' }]] as const) {
      const { errors } = await graph.query(query, variables);
      expect(errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED', status: 401 } });
    }
    expect(await upstream.requestCount()).toBe(before);
  });

  it("registers an id and answers the user's products afterwards", async () => {
    expect((await graph.query(MY_PRODUCTS, {}, SAM)).data?.myProducts.products).toEqual([{ id: 'decisions' }]);
    const { data, errors } = await graph.query(REGISTER, { id: 'MRD-AOC-0002' }, SAM);
    expect(errors).toBeUndefined();
    expect(data?.registerProduct.registrations.map((r: { registrationId: string }) => r.registrationId)).toEqual(['MRD-FD-SAM-0001', 'MRD-AOC-0002']);
  });
});

describe('registration failures the page maps (spec 3 §5)', () => {
  let stub: StubHttpServer;
  let graph: TestSubgraph;

  beforeAll(async () => {
    stub = await startStubHttpServer((request, response) => {
      const status = Number(/STATUS-(\d{3})$/.exec(request.url)?.[1] ?? 500);
      sendJson(response, status, { status, error: 'Upstream', message: `failed with ${status}` });
    });
    graph = await startTestSubgraph({ upstreamUrl: stub.url, build: buildCommerceSubgraph, contextFactory: createCommerceContext });
  });

  afterAll(async () => {
    await graph?.stop();
    await stub?.close();
  });

  it.each([500, 502, 404, 409])('passes a %i on with its status, for the page to choose the message', async (status) => {
    const { errors } = await graph.query(REGISTER, { id: `STATUS-${status}` }, SAM);
    expect(errors?.[0]).toMatchObject({ message: `failed with ${status}`, extensions: { status } });
  });
});

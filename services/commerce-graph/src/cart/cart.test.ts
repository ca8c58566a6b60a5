// commerce-graph over the real upstream REST app (temporary PostgreSQL database).
import { randomUUID } from 'node:crypto';
import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedAs, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createCommerceContext } from '../context.js';
import { buildCommerceSubgraph } from '../schema.js';

let upstream: RealUpstream;
let graph: TestSubgraph;
let stop: () => Promise<void>;

beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('commerce_graph_test'), { build: buildCommerceSubgraph, contextFactory: createCommerceContext })); }, 60_000);
afterAll(() => stop?.());

async function addToCart(contentId: string, owner: Record<string, string>): Promise<void> {
  const response = await fetch(`${upstream.url}/cart-service/api/v1/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...owner },
    body: JSON.stringify({ contentId }),
  });
  expect(response.ok).toBe(true);
}

const CART = '{ cart { count } }';

describe('Query.cart', () => {
  it("counts the visitor's cart, and is never served from a cache", async () => {
    const visitor = randomUUID();
    expect((await graph.query(CART, {}, { unregisteredUserId: visitor })).data).toEqual({ cart: { count: 0 } });
    await addToCart('RES100001', { 'x-unregistered-user-id': visitor });
    expect((await graph.query(CART, {}, { unregisteredUserId: visitor })).data).toEqual({ cart: { count: 1 } });
    await addToCart('RES100002', { 'x-unregistered-user-id': visitor });
    expect((await graph.query(CART, {}, { unregisteredUserId: visitor })).data).toEqual({ cart: { count: 2 } });
  });

  it("counts the signed-in user's cart, not the visitor's", async () => {
    const visitor = randomUUID();
    const userId = `user-${randomUUID()}`;
    await addToCart('RES100003', await signedAs(userId));
    const result = await graph.query(CART, {}, { user: { id: userId }, unregisteredUserId: visitor });
    expect(result.data).toEqual({ cart: { count: 1 } });
  });

  it('is empty, without asking upstream, for a caller with no id at all', async () => {
    const before = await upstream.requestCount();
    expect((await graph.query(CART)).data).toEqual({ cart: { count: 0 } });
    expect(await upstream.requestCount()).toBe(before);
  });
});

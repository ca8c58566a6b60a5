// commerce-graph's cart over the real upstream REST app (temporary PostgreSQL database): the count,
// the priced listing, add and remove, the purchase of reports and webinars, and the merge.
import { randomUUID } from 'node:crypto';
import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, webinar as corpusWebinar, webinarCount } from '@portal/corpus';
import { formatPrice, researchListPriceCents, webinarPriceCents } from '@portal/domain';
import { signedAs, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createCommerceContext } from '../context.js';
import { buildCommerceSubgraph } from '../schema.js';
import { INVALID_CART_CONTENT_ID } from './cart.args.js';

let upstream: RealUpstream;
let graph: TestSubgraph;
let stop: () => Promise<void>;

beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('commerce_graph_test'), { build: buildCommerceSubgraph, contextFactory: createCommerceContext })); }, 60_000);
afterAll(() => stop?.());

// The test upstream's corpus (seed 42, 60 reports): restricted research is for sale to a visitor.
const corpus = [...reports({ seed: 42, size: 60 })];
const restricted = corpus.filter((r) => r.access === 'restricted');
const fdResearch = restricted.find((r) => r.products.includes('FD'))!;
const publicResearch = corpus.find((r) => r.access === 'public')!;
const paidWebinar = Array.from({ length: webinarCount({ seed: 42, size: 60 }) }, (_, i) => corpusWebinar({ seed: 42, size: 60 }, i, new Date())).find((w) => w.price > 0)!;

async function addToCart(contentId: string, owner: Record<string, string>): Promise<void> {
  const response = await fetch(`${upstream.url}/cart-service/api/v1/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...owner },
    body: JSON.stringify({ contentId }),
  });
  expect(response.ok).toBe(true);
}

const CART = '{ cart { count } }';
const FULL_CART = '{ cart { count total formattedTotal items { contentId cartType title path image price formattedPrice } } }';
const ADD = 'mutation Add($id: ID!) { addToCart(contentId: $id) { count total items { contentId } } }';
const REMOVE = 'mutation Remove($id: ID!) { removeFromCart(contentId: $id) { count items { contentId } } }';

describe('Query.cart', () => {
  it("counts the visitor's cart, and is never served from a cache", async () => {
    const visitor = randomUUID();
    expect((await graph.query(CART, {}, { unregisteredUserId: visitor })).data).toEqual({ cart: { count: 0 } });
    await addToCart(restricted[0]!.id, { 'x-unregistered-user-id': visitor });
    expect((await graph.query(CART, {}, { unregisteredUserId: visitor })).data).toEqual({ cart: { count: 1 } });
    await addToCart(restricted[1]!.id, { 'x-unregistered-user-id': visitor });
    expect((await graph.query(CART, {}, { unregisteredUserId: visitor })).data).toEqual({ cart: { count: 2 } });
  });

  it("counts the signed-in user's cart, not the visitor's", async () => {
    const visitor = randomUUID();
    const userId = `user-${randomUUID()}`;
    await addToCart(restricted[2]!.id, await signedAs(userId));
    const result = await graph.query(CART, {}, { user: { id: userId }, unregisteredUserId: visitor });
    expect(result.data).toEqual({ cart: { count: 1 } });
  });

  it('is empty, without asking upstream, for a caller with no id at all', async () => {
    const before = await upstream.requestCount();
    expect((await graph.query(FULL_CART)).data).toEqual({ cart: { count: 0, total: 0, formattedTotal: '$0.00', items: [] } });
    expect(await upstream.requestCount()).toBe(before);
  });

  it('lists the items priced from the catalogue, with the total in cents and formatted', async () => {
    const visitor = randomUUID();
    await addToCart(restricted[0]!.id, { 'x-unregistered-user-id': visitor });
    await addToCart(paidWebinar.id, { 'x-unregistered-user-id': visitor });
    const { data } = await graph.query<{ cart: any }>(FULL_CART, {}, { unregisteredUserId: visitor });
    const researchPrice = researchListPriceCents(restricted[0]!.ipType);
    const webinarPrice = webinarPriceCents(paidWebinar.price);
    expect(data!.cart).toMatchObject({ count: 2, total: researchPrice + webinarPrice, formattedTotal: formatPrice(researchPrice + webinarPrice) });
    expect(data!.cart.items).toEqual([
      expect.objectContaining({ contentId: restricted[0]!.id, cartType: 'RES', title: restricted[0]!.title, price: researchPrice, formattedPrice: formatPrice(researchPrice) }),
      expect.objectContaining({ contentId: paidWebinar.id, cartType: paidWebinar.webinarType, price: webinarPrice }),
    ]);
  });
});

describe('addToCart and removeFromCart', () => {
  it('answer the cart after the change', async () => {
    const visitor = { unregisteredUserId: randomUUID() };
    const added = await graph.query<{ addToCart: any }>(ADD, { id: restricted[3]!.id }, visitor);
    expect(added.data!.addToCart).toEqual({ count: 1, total: researchListPriceCents(restricted[3]!.ipType), items: [{ contentId: restricted[3]!.id }] });
    const removed = await graph.query<{ removeFromCart: any }>(REMOVE, { id: restricted[3]!.id }, visitor);
    expect(removed.data!.removeFromCart).toEqual({ count: 0, items: [] });
  });

  it("refuses a malformed id before upstream, and passes on the cart service's refusals", async () => {
    const visitor = { unregisteredUserId: randomUUID() };
    const before = await upstream.requestCount();
    const malformed = await graph.query(ADD, { id: 'RES1; drop table' }, visitor);
    expect(malformed.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(malformed.errors)).toContain(INVALID_CART_CONTENT_ID);
    expect(await upstream.requestCount()).toBe(before);
    const free = await graph.query(ADD, { id: publicResearch.id }, visitor);
    expect(free.errors?.[0]).toMatchObject({ message: `${publicResearch.id} is not for sale: only restricted research and paid webinars can be bought`, extensions: { status: 400 } });
    const covered = await graph.query(ADD, { id: fdResearch.id }, { user: { id: 'usr-client-0001' } });
    expect(covered.errors?.[0]).toMatchObject({ message: `${fdResearch.id} is already yours: your subscription or registration includes it`, extensions: { status: 409 } });
  });
});

describe('purchase on Report and Webinar', () => {
  const ENTITIES = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Report { id purchase { contentId price formattedPrice inCart } } ... on Webinar { id purchase { price inCart } } } }`;

  it('offers what the caller may buy, in one cart-service call for all of them', async () => {
    const visitor = randomUUID();
    await addToCart(restricted[4]!.id, { 'x-unregistered-user-id': visitor });
    const reps = [
      { __typename: 'Report', id: restricted[4]!.id },
      { __typename: 'Report', id: fdResearch.id },
      { __typename: 'Report', id: publicResearch.id },
      { __typename: 'Webinar', id: paidWebinar.id },
    ];
    const before = await upstream.requestCount();
    const { data } = await graph.query<{ _entities: any[] }>(ENTITIES, { reps }, { unregisteredUserId: visitor });
    expect(await upstream.requestCount()).toBe(before + 1);
    const price = researchListPriceCents(restricted[4]!.ipType);
    expect(data!._entities).toEqual([
      { id: restricted[4]!.id, purchase: { contentId: restricted[4]!.id, price, formattedPrice: formatPrice(price), inCart: true } },
      { id: fdResearch.id, purchase: expect.objectContaining({ inCart: false }) },
      { id: publicResearch.id, purchase: null },
      { id: paidWebinar.id, purchase: { price: webinarPriceCents(paidWebinar.price), inCart: false } },
    ]);
    // By content id (search-graph's cards, locked research included): the same offer.
    const byId = await graph.query<{ _entities: any[] }>(
      'query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on ContentSale { contentId purchase { price inCart } } } }',
      { reps: [{ __typename: 'ContentSale', contentId: restricted[4]!.id }, { __typename: 'ContentSale', contentId: publicResearch.id }] },
      { unregisteredUserId: visitor },
    );
    expect(byId.data!._entities).toEqual([{ contentId: restricted[4]!.id, purchase: { price, inCart: true } }, { contentId: publicResearch.id, purchase: null }]);
    // A subscriber of the report's product reads it already: nothing to buy.
    const subscriber = await graph.query<{ _entities: any[] }>(ENTITIES, { reps: [reps[1]] }, { user: { id: 'usr-client-0001' } });
    expect(subscriber.data!._entities).toEqual([{ id: fdResearch.id, purchase: null }]);
  });
});

describe('mergeVisitorCart', () => {
  it("moves the visitor's cart into the signed-in user's and asks for the cookie's removal; logged out it is refused", async () => {
    const visitor = randomUUID();
    const userId = `user-${randomUUID()}`;
    await addToCart(restricted[5]!.id, { 'x-unregistered-user-id': visitor });
    const MERGE = 'mutation { mergeVisitorCart { merged count removeUnregisteredCookie } }';
    const merged = await graph.query(MERGE, {}, { user: { id: userId }, unregisteredUserId: visitor });
    expect(merged.data).toEqual({ mergeVisitorCart: { merged: 1, count: 1, removeUnregisteredCookie: true } });
    expect((await graph.query(CART, {}, { unregisteredUserId: visitor })).data).toEqual({ cart: { count: 0 } });
    const refused = await graph.query(MERGE, {}, { unregisteredUserId: visitor });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

// cart-service over real HTTP against PostgreSQL seeded with the small corpus: listing priced from
// the catalogue, add refusals (not for sale, already the reader's, a price in the body), removal,
// concurrent adds, and the sign-in merge of a visitor's cart.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, webinar as corpusWebinar, webinarCount } from '@portal/corpus';
import { researchListPriceCents, webinarPriceCents } from '@portal/domain';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { callJson, getJson, postJson } from '../../testing/http.js';
import { startRealUpstream, type RealUpstream } from '../../testing/realUpstream.js';
import { signedAs } from '../../testing/signedCaller.js';

let upstream: RealUpstream;
beforeAll(async () => {
  upstream = await startRealUpstream('cart_service');
});
afterAll(async () => {
  await upstream?.close();
});

const BASE = '/cart-service/api/v1/cart';
const corpus = [...reports(TEST_CORPUS)];
// usr-client-0003 subscribes to FD only: FMI-only research is for sale to them, FD research is theirs.
const FD_CLIENT = 'usr-client-0003';
// usr-guest-0001 (GUEST) reads no restricted research and pays for paid webinars.
const GUEST = 'usr-guest-0001';
const restricted = corpus.filter((r) => r.access === 'restricted');
const fmiOnly = restricted.find((r) => !r.products.includes('FD'))!;
const fdResearch = corpus.find((r) => r.access === 'restricted' && r.products.includes('FD'))!;
const publicResearch = corpus.find((r) => r.access === 'public')!;
const allWebinars = Array.from({ length: webinarCount(TEST_CORPUS) }, (_, i) => corpusWebinar(TEST_CORPUS, i, new Date()));
const paidWebinar = allWebinars.find((w) => w.price > 0)!;
const freeWebinar = allWebinars.find((w) => w.price === 0)!;

const visitor = () => ({ 'x-unregistered-user-id': randomUUID() });
const add = (headers: Record<string, string>, body: unknown) => postJson(`${upstream.url}${BASE}/items`, body, headers);
const list = (headers: Record<string, string>) => getJson(`${upstream.url}${BASE}`, headers);
const remove = (headers: Record<string, string>, id: string) => callJson(`${upstream.url}${BASE}/items/${id}`, 'DELETE', headers);

describe('cart-service', () => {
  it('lists the items with catalogue prices and the server total, never cached', async () => {
    const me = visitor();
    expect((await add(me, { contentId: restricted[0]!.id })).status).toBe(201);
    expect((await add(me, { contentId: paidWebinar.id })).body).toEqual({ count: 2 });
    expect((await add(me, { contentId: restricted[0]!.id })).status).toBe(200);
    const cart = await list(me);
    expect(cart.headers.get('cache-control')).toBe('no-store');
    const researchPrice = researchListPriceCents(restricted[0]!.ipType);
    const webinarPrice = webinarPriceCents(paidWebinar.price);
    expect(cart.body).toMatchObject({ count: 2, totalCents: researchPrice + webinarPrice, currency: 'USD' });
    expect(cart.body.items).toEqual([
      expect.objectContaining({ contentId: restricted[0]!.id, cartType: 'RES', title: restricted[0]!.title, priceCents: researchPrice }),
      expect.objectContaining({ contentId: paidWebinar.id, cartType: paidWebinar.webinarType, priceCents: webinarPrice }),
    ]);
    expect(cart.body.items[0].path).toMatch(/^\//);
  });

  it('refuses what is not for sale, what the reader already has, and a price in the body', async () => {
    const me = visitor();
    for (const id of [publicResearch.id, freeWebinar.id, 'RES999999']) {
      const refused = await add(me, { contentId: id });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`${id} is not for sale: only restricted research and paid webinars can be bought`);
    }
    const subscriber = await signedAs(FD_CLIENT);
    const covered = await add(subscriber, { contentId: fdResearch.id });
    expect(covered.status).toBe(409);
    expect(covered.body.message).toBe(`${fdResearch.id} is already yours: your subscription or registration includes it`);
    const tampered = await add(me, { contentId: restricted[1]!.id, price: 1 });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe('Unknown field: price; only contentId is accepted (prices come from the catalogue)');
    expect((await list(me)).body.count).toBe(0);
    expect((await add(me, { contentId: 'nonsense' })).body.message).toBe('Invalid content id: nonsense');
    expect((await add({}, { contentId: restricted[1]!.id })).status).toBe(400);
  });

  it('removes an item with 204 (again: still 204), and the count follows', async () => {
    const me = visitor();
    await add(me, { contentId: restricted[0]!.id });
    await add(me, { contentId: restricted[1]!.id });
    expect((await remove(me, restricted[0]!.id)).status).toBe(204);
    expect((await remove(me, restricted[0]!.id)).status).toBe(204);
    expect((await getJson(`${upstream.url}${BASE}/count`, me)).body).toEqual({ count: 1 });
    expect((await list(me)).body.items.map((i: { contentId: string }) => i.contentId)).toEqual([restricted[1]!.id]);
  });

  it('keeps the count right under concurrent adds to one cart (two tabs)', async () => {
    const me = visitor();
    const ids = restricted.slice(0, 4).map((r) => r.id);
    const answers = await Promise.all([...ids, ...ids].map((contentId) => add(me, { contentId })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(ids.length);
    // Each add answers the count it left: with the cart locked per write, they are 1..n once each.
    expect(answers.filter((a) => a.status === 201).map((a) => a.body.count).sort()).toEqual([1, 2, 3, 4]);
    expect((await list(me)).body.count).toBe(ids.length);
  });

  it('offers only what the caller may buy, saying what is in the cart', async () => {
    const subscriber = await signedAs(FD_CLIENT);
    await remove(subscriber, fmiOnly.id);
    await add(subscriber, { contentId: fmiOnly.id });
    const ids = [fmiOnly.id, fdResearch.id, publicResearch.id, freeWebinar.id].join(',');
    const offers = await getJson(`${upstream.url}${BASE}/offers?ids=${ids}`, subscriber);
    expect(offers.body.items).toEqual([{ contentId: fmiOnly.id, priceCents: researchListPriceCents(fmiOnly.ipType), currency: 'USD', inCart: true }]);
    const anyone = await getJson(`${upstream.url}${BASE}/offers?ids=${ids}`, visitor());
    expect(anyone.body.items.map((o: { contentId: string; inCart: boolean }) => [o.contentId, o.inCart])).toEqual([[fmiOnly.id, false], [fdResearch.id, false]]);
  });

  it("merges a visitor's cart into the user's once, without duplicates", async () => {
    const user = await signedAs(GUEST);
    for (const r of restricted.slice(0, 2)) await remove(user, r.id);
    await remove(user, paidWebinar.id);
    await add(user, { contentId: restricted[0]!.id });
    const guest = visitor();
    for (const id of [restricted[0]!.id, restricted[1]!.id, paidWebinar.id]) expect((await add(guest, { contentId: id })).status).toBe(201);
    const both = { ...user, ...guest };
    const [first, second] = await Promise.all([
      postJson(`${upstream.url}${BASE}/merge`, undefined, both),
      postJson(`${upstream.url}${BASE}/merge`, undefined, both),
    ]);
    // Two sign-ins racing: one moves the two new items, the other finds nothing left.
    expect([first.body.merged, second.body.merged].sort()).toEqual([0, 2]);
    for (const answer of [first, second]) expect(answer.body).toMatchObject({ count: 3, removeUnregisteredCookie: true });
    expect((await list(user)).body.items.map((i: { contentId: string }) => i.contentId)).toEqual([restricted[0]!.id, restricted[1]!.id, paidWebinar.id]);
    expect((await list(guest)).body.count).toBe(0);
  });

  it('leaves behind at the merge what the user already has (research their subscription covers)', async () => {
    const user = await signedAs(FD_CLIENT);
    await remove(user, fmiOnly.id);
    const guest = visitor();
    for (const id of [fmiOnly.id, fdResearch.id]) await add(guest, { contentId: id });
    const merged = await postJson(`${upstream.url}${BASE}/merge`, undefined, { ...user, ...guest });
    expect(merged.body).toMatchObject({ merged: 1, removeUnregisteredCookie: true });
    expect((await list(user)).body.items.map((i: { contentId: string }) => i.contentId)).toEqual([fmiOnly.id]);
  });

  it('merges only for a signed user context', async () => {
    const guest = visitor();
    expect((await postJson(`${upstream.url}${BASE}/merge`, undefined, guest)).status).toBe(401);
    // A bare user-id header is nobody: the merge needs the signed context.
    expect((await postJson(`${upstream.url}${BASE}/merge`, undefined, { 'x-user-id': FD_CLIENT, ...guest })).status).toBe(401);
  });
});

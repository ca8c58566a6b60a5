// Another reader's cart is unreachable (issue #10): through the gateway a cart is the session's
// user's or the visitor cookie's, and nothing a client adds (a forged x-portal-user or
// x-unregistered-user-id header, a user id of its own) changes whose it is. Upstream, called
// directly, trusts a user only through the signed user context.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, reports } from '@portal/corpus';
import { signUserContext } from '@portal/domain/user-context';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from '../support/testStack.js';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { gql, sessionCookie } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const stack = useSharedTestStack();
// Drew's cart (the cart tests' reader, demo users) is the target; robin is the one trying.
const DREW = { id: 'usr-client-0019', email: 'drew@meridian.example' };
const forSale = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].filter((r) => r.access === 'restricted' && !r.products.includes('FD'));
let drew: CookieJar;
let robin: CookieJar;

const CART = '{ cart { count items { contentId } } }';

beforeAll(async () => {
  [drew, robin] = await Promise.all([signIn(stack.gatewayUrl, DREW.email), signIn(stack.gatewayUrl, 'robin@meridian.example')]);
  const added = await gql(stack.gatewayUrl, 'mutation($id: ID!) { addToCart(contentId: $id) { count } }', { id: forSale.at(-1)!.id }, sessionCookie(stack.gatewayUrl, drew));
  expect(added.body.errors).toBeUndefined();
});

async function drewsCartHolds(): Promise<boolean> {
  const { body } = await gql<{ cart: { items: { contentId: string }[] } }>(stack.gatewayUrl, CART, {}, sessionCookie(stack.gatewayUrl, drew));
  return body.data!.cart.items.some((item) => item.contentId === forSale.at(-1)!.id);
}

describe("another reader's cart", () => {
  it('is not reached with forged user headers on the gateway, signed in or not', async () => {
    expect(await drewsCartHolds()).toBe(true);
    const forged = await signUserContext({ id: DREW.id }, 'not-the-secret-0123456789-abcdefghij');
    const headers = { 'x-portal-user': forged, 'x-portal-user-id': DREW.id, 'x-user-id': DREW.id, 'x-unregistered-user-id': `user:${DREW.id}` };
    for (const cookies of [{}, sessionCookie(stack.gatewayUrl, robin)]) {
      const { body } = await gql<{ cart: { items: { contentId: string }[] } }>(stack.gatewayUrl, CART, {}, { ...headers, ...cookies });
      expect(body.data!.cart.items.map((item) => item.contentId)).not.toContain(forSale.at(-1)!.id);
    }
    // Nor removed from it.
    await gql(stack.gatewayUrl, 'mutation($id: ID!) { removeFromCart(contentId: $id) { count } }', { id: forSale.at(-1)!.id }, { ...headers, ...sessionCookie(stack.gatewayUrl, robin) });
    expect(await drewsCartHolds()).toBe(true);
  });

  it("is not reached with a visitor cookie naming the user's cart key", async () => {
    const { body } = await gql<{ cart: { count: number } }>(stack.gatewayUrl, '{ cart { count } }', {}, { cookie: `portal_uid=user:${DREW.id}` });
    // Not a UUID: the gateway replaces it with a fresh visitor id, whose cart is empty.
    expect(body.data!.cart.count).toBe(0);
  });

  it('upstream answers only the signed user context: a bare or forged header is nobody', async () => {
    const url = `${stack.upstreamUrl}/cart-service/api/v1/cart`;
    for (const headers of [{ 'x-portal-user-id': DREW.id }, { 'x-portal-user': await signUserContext({ id: DREW.id }, 'not-the-secret-0123456789-abcdefghij') }] as Record<string, string>[]) {
      const answer = await fetch(url, { headers });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { count: number }).count).toBe(0);
      const merge = await fetch(`${url}/merge`, { method: 'POST', headers: { ...headers, 'x-unregistered-user-id': 'someone' } });
      expect(merge.status).toBe(401);
    }
  });

  it('a visitor id header cannot reach a user cart key at upstream', async () => {
    const answer = await fetch(`${stack.upstreamUrl}/cart-service/api/v1/cart`, { headers: { 'x-unregistered-user-id': `user:${DREW.id}` } });
    expect(answer.status).toBe(400);
  });
});

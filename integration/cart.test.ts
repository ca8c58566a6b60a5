// The cart through the gateway over the real stack (issue #10; spec 2 §3-§4, spec 1 §9): add, list
// and remove as a visitor (by the portal_uid cookie the gateway sets); the visitor's cart merged
// into the reader's at sign-in, and the cookie removed; a price sent by a client refused; and
// concurrent adds from two tabs keeping the count right.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, reports, type CorpusReport } from '@portal/corpus';
import { formatPrice, researchListPriceCents } from '@portal/domain';
import { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { CORPUS_SIZE } from './support/global-setup.js';
import { gql } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();
// Drew (demo users: this file's reader) subscribes to FD only.
const DREW = 'drew@meridian.example';
const corpus: CorpusReport[] = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })];
const restricted = corpus.filter((r) => r.access === 'restricted');
const forSaleToDrew = restricted.filter((r) => !r.products.includes('FD'));
const drewsOwn = restricted.find((r) => r.products.includes('FD'))!;

const CART = '{ cart { count total formattedTotal items { contentId cartType title path price formattedPrice } } }';
const ADD = 'mutation($id: ID!) { addToCart(contentId: $id) { count } }';
const REMOVE = 'mutation($id: ID!) { removeFromCart(contentId: $id) { count items { contentId } } }';

/** A browser: its cookies (the visitor cookie the gateway sets on the first request, then the session). */
async function asBrowser(jar: CookieJar, query: string, variables: Record<string, unknown> = {}) {
  const url = `${stack.gatewayUrl}/graphql`;
  const response = await jar.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

describe('the cart through the gateway', () => {
  it('a visitor adds, lists with server prices and removes; the cookie keys the cart', async () => {
    const visitor = new CookieJar();
    const [first, second] = forSaleToDrew;
    expect((await asBrowser(visitor, ADD, { id: first!.id })).data).toEqual({ addToCart: { count: 1 } });
    expect(visitor.get('portal_uid')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await asBrowser(visitor, ADD, { id: second!.id })).data).toEqual({ addToCart: { count: 2 } });
    const { data } = await asBrowser(visitor, CART);
    const total = researchListPriceCents(first!.ipType) + researchListPriceCents(second!.ipType);
    expect(data.cart).toMatchObject({ count: 2, total, formattedTotal: formatPrice(total) });
    expect(data.cart.items.map((i: { contentId: string }) => i.contentId)).toEqual([first!.id, second!.id]);
    expect(data.cart.items[0]).toMatchObject({ cartType: 'RES', title: first!.title, price: researchListPriceCents(first!.ipType) });
    expect((await asBrowser(visitor, REMOVE, { id: first!.id })).data).toEqual({ removeFromCart: { count: 1, items: [{ contentId: second!.id }] } });
    // Another browser has a cart of its own.
    expect((await asBrowser(new CookieJar(), CART)).data.cart.count).toBe(0);
  });

  it('ignores a price a client sends: the mutation takes none, and upstream refuses one', async () => {
    const visitor = new CookieJar();
    const tampered = await asBrowser(visitor, 'mutation($id: ID!) { addToCart(contentId: $id, price: 1) { count } }', { id: forSaleToDrew[0]!.id });
    expect(tampered.errors?.[0]?.message).toMatch(/Unknown argument "price"/);
    expect((await asBrowser(visitor, CART)).data.cart.count).toBe(0);
    // Straight at upstream (which the gateway never exposes) a body with a price is refused too.
    const direct = await fetch(`${stack.upstreamUrl}/cart-service/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-unregistered-user-id': crypto.randomUUID() },
      body: JSON.stringify({ contentId: forSaleToDrew[0]!.id, price: 1, priceCents: 1 }),
    });
    expect(direct.status).toBe(400);
    expect(((await direct.json()) as { message: string }).message).toBe('Unknown field: price, priceCents; only contentId is accepted (prices come from the catalogue)');
  });

  it('refuses content that is not for sale and a malformed id, with clear messages', async () => {
    const visitor = new CookieJar();
    const publicReport = corpus.find((r) => r.access === 'public')!;
    const notForSale = await asBrowser(visitor, ADD, { id: publicReport.id });
    expect(notForSale.errors?.[0]).toMatchObject({ message: `${publicReport.id} is not for sale: only restricted research and paid webinars can be bought`, extensions: { status: 400 } });
    const malformed = await asBrowser(visitor, ADD, { id: '../../admin' });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the count right under concurrent adds from two tabs', async () => {
    const browser = new CookieJar();
    await asBrowser(browser, CART); // the visitor cookie, as the first page load sets it
    const ids = restricted.slice(0, 6).map((r) => r.id);
    // Two tabs add the same items at once (each item twice).
    await Promise.all([...ids, ...ids].map((id) => asBrowser(browser, ADD, { id })));
    const { data } = await asBrowser(browser, CART);
    expect(data.cart.count).toBe(ids.length);
    expect(data.cart.items.map((i: { contentId: string }) => i.contentId).sort()).toEqual([...ids].sort());
  });

  it("merges the visitor's cart into the reader's at sign-in and removes the visitor cookie", async () => {
    const browser = new CookieJar();
    const [kept] = forSaleToDrew;
    expect((await asBrowser(browser, ADD, { id: kept!.id })).data).toEqual({ addToCart: { count: 1 } });
    // Research Drew's subscription covers may sit in a visitor's cart; it is not carried over.
    expect((await asBrowser(browser, ADD, { id: drewsOwn.id })).data).toEqual({ addToCart: { count: 2 } });
    const visitorId = browser.get('portal_uid')!;
    await signIn(stack.gatewayUrl, DREW, undefined, browser);
    expect(browser.get('portal_session')).toBeDefined();
    expect(browser.get('portal_uid')).toBeUndefined();
    const { data } = await asBrowser(browser, CART);
    expect(data.cart.items.map((i: { contentId: string }) => i.contentId)).toContain(kept!.id);
    expect(data.cart.items.map((i: { contentId: string }) => i.contentId)).not.toContain(drewsOwn.id);
    // Signed in, no new visitor cookie is minted, and the old visitor id holds nothing any more.
    expect(browser.get('portal_uid')).toBeUndefined();
    const old = await gql(stack.gatewayUrl, '{ cart { count } }', {}, { cookie: `portal_uid=${visitorId}` });
    expect(old.body.data).toEqual({ cart: { count: 0 } });
    // Drew may not buy what his subscription covers.
    const covered = await asBrowser(browser, ADD, { id: drewsOwn.id });
    expect(covered.errors?.[0]).toMatchObject({ message: `${drewsOwn.id} is already yours: your subscription or registration includes it`, extensions: { status: 409 } });
    // Clean up for a rerun on the same database.
    await asBrowser(browser, REMOVE, { id: kept!.id });
  });

  it('offers a purchase only of what the reader may buy', async () => {
    const query = 'query($id: ID!) { report(id: $id) { id purchase { price inCart } } }';
    // A visitor may buy restricted research (the no-access page of its report offers it).
    const offer = await asBrowser(new CookieJar(), '{ purchase(contentId: "' + forSaleToDrew[0]!.id + '") { contentId price formattedPrice inCart } }');
    expect(offer.data.purchase).toEqual({ contentId: forSaleToDrew[0]!.id, price: researchListPriceCents(forSaleToDrew[0]!.ipType), formattedPrice: formatPrice(researchListPriceCents(forSaleToDrew[0]!.ipType)), inCart: false });
    const drew = await signIn(stack.gatewayUrl, DREW);
    const own = await asBrowser(drew, query, { id: drewsOwn.id });
    expect(own.data.report).toEqual({ id: drewsOwn.id, purchase: null });
  });

  it('offers locked research on search cards, whose Report the caller may not read', async () => {
    const SEARCH = 'query($input: SearchInput!) { search(input: $input) { cards { contentId hasAccess report { id } sale { purchase { contentId price inCart } } } } }';
    const cardOf = async (jar: CookieJar, report: CorpusReport) => {
      const { data, errors } = await asBrowser(jar, SEARCH, { input: { query: report.title, activeTab: 'reports', accessOnly: false } });
      expect(errors, JSON.stringify(errors)).toBeUndefined();
      return data.search.cards.find((card: { contentId: string }) => card.contentId === report.id);
    };
    const visitor = new CookieJar();
    expect(await cardOf(visitor, drewsOwn)).toEqual({
      contentId: drewsOwn.id, hasAccess: false, report: null, sale: { purchase: { contentId: drewsOwn.id, price: researchListPriceCents(drewsOwn.ipType), inCart: false } },
    });
    await asBrowser(visitor, ADD, { id: drewsOwn.id });
    expect((await cardOf(visitor, drewsOwn)).sale.purchase.inCart).toBe(true);
    // Drew reads it already: no purchase, and the report is there.
    const drew = await signIn(stack.gatewayUrl, DREW);
    expect(await cardOf(drew, drewsOwn)).toEqual({ contentId: drewsOwn.id, hasAccess: true, report: { id: drewsOwn.id }, sale: { purchase: null } });
  });
});

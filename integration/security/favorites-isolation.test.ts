// No one reads or changes another reader's saved collection through the gateway: favorites and
// isSaved answer only for the signed-in reader's own collection, the mutations touch only it, and
// logged out nothing is read or written. Upstream is never reachable from outside, and the
// favorites service trusts only the signed user context, so a forged user header changes nothing.
import { reportId } from '@portal/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from '../support/testStack.js';
import { gql, gqlAs, sessionCookie } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const stack = useSharedTestStack();
// The favorites tests' two readers (services/upstream demoUsers.ts).
let sasha: CookieJar;
let parker: CookieJar;

const SAVE = 'mutation ($id: ID!) { saveItem(contentId: $id) { ... on Report { id isSaved } } }';
const UNSAVE = 'mutation ($id: ID!) { unsaveItem(contentId: $id) { ... on Report { id isSaved } } }';
const IS_SAVED = 'query ($id: ID!) { report(id: $id) { id isSaved } }';
const FAVORITES = '{ viewer { id favorites { savedTotal cards { id } } } }';
const sashas = reportId(40);
const parkers = reportId(41);

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);
const savedIds = async (jar: CookieJar) => ((await as(jar, FAVORITES)).body.data!.viewer.favorites.cards as { id: string }[]).map((card) => card.id);

beforeAll(async () => {
  sasha = await signIn(stack.gatewayUrl, 'sasha@meridian.example');
  parker = await signIn(stack.gatewayUrl, 'parker@meridian.example');
  await as(sasha, SAVE, { id: sashas });
  await as(parker, SAVE, { id: parkers });
});
afterAll(async () => {
  if (sasha) await as(sasha, UNSAVE, { id: sashas });
  if (parker) await as(parker, UNSAVE, { id: parkers });
});

describe("another reader's saved collection", () => {
  it('is not listed: each reader sees only their own favorites', async () => {
    expect(await savedIds(sasha)).toEqual([sashas]);
    expect(await savedIds(parker)).toEqual([parkers]);
  });

  it("shows as not saved on the other reader's pages", async () => {
    expect((await as(parker, IS_SAVED, { id: sashas })).body.data!.report).toEqual({ id: sashas, isSaved: false });
    expect((await as(sasha, IS_SAVED, { id: sashas })).body.data!.report).toEqual({ id: sashas, isSaved: true });
  });

  it("cannot be changed: unsaving someone else's item removes nothing of theirs", async () => {
    expect((await as(parker, UNSAVE, { id: sashas })).body.errors).toBeUndefined();
    expect(await savedIds(sasha)).toEqual([sashas]);
  });

  it('is neither read nor written logged out', async () => {
    const listed = await as(null, FAVORITES);
    expect(listed.body.data?.viewer ?? null).toBeNull();
    const saved = await as(null, SAVE, { id: sashas });
    expect(saved.body.errors?.[0]).toMatchObject({ message: 'Log in to save content to your favorites', extensions: { code: 'UNAUTHORIZED' } });
    const unsaved = await as(null, UNSAVE, { id: sashas });
    expect(unsaved.body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await savedIds(sasha)).toEqual([sashas]);
  });

  it("cannot be reached with a forged user header: upstream trusts only the gateway's signature", async () => {
    // Straight to the favorites service as the other reader, with a bare id header: refused.
    const forged = await fetch(`${stack.upstreamUrl}/favorites-service/api/v1/favorites`, { headers: { 'x-portal-user': 'usr-client-0041' } });
    expect(forged.status).toBe(401);
    // And through the gateway, a header naming her changes nothing of whose collection is read.
    const { body } = await gql(stack.gatewayUrl, FAVORITES, {}, { ...sessionCookie(stack.gatewayUrl, parker), 'x-portal-user': 'usr-client-0041' });
    expect(body.data!.viewer.favorites.cards.map((card: { id: string }) => card.id)).toEqual([parkers]);
  });
});

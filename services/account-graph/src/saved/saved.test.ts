import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { contentItemId, reportId } from '@portal/corpus';
import { notSavableMessage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createAccountContext } from '../context.js';
import { buildAccountSubgraph } from '../schema.js';
import { SIGN_IN_TO_SAVE_MESSAGE } from './signedIn.js';

const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) {
  ... on Report { id isSaved } ... on Webinar { id isSaved } ... on Figure { id isSaved } ... on ContentItem { id isSaved } } }`;
const RESULT = '__typename ... on Report { id isSaved } ... on Webinar { id isSaved } ... on Figure { id isSaved } ... on ContentItem { id isSaved }';
const SAVE = `mutation ($id: ID!) { saveItem(contentId: $id) { ${RESULT} } }`;
const UNSAVE = `mutation ($id: ID!) { unsaveItem(contentId: $id) { ${RESULT} } }`;
const FAVORITES = `query ($input: FavoritesInput) { viewer { favorites(input: $input) {
  page totalPages itemsTotal savedTotal loadMore
  cards { id contentType contentTypeLabel containerId title content { ${RESULT} } }
  categoryOptions { value label count } sortOptions { value label } } } }`;

const reports = Array.from({ length: 12 }, (_, i) => reportId(i));
const webinar = contentItemId('webinar', 0);
const figure = `${reports[0]}-figure-1`;
const refs = (typename: string, ids: string[]) => ids.map((id) => ({ __typename: typename, id }));

describe('saved collection over the real upstream', () => {
  let upstream: RealUpstream;
  let graph: TestSubgraph;
  let stop: () => Promise<void>;
  let userSeq = 0;
  // favorites-service trusts the forwarded id (the gateway signed it): a fresh user per test.
  const newUser = () => ({ user: { id: `usr-saved-${++userSeq}` } });

  beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('account_saved_test'), { build: buildAccountSubgraph, contextFactory: createAccountContext })); }, 60_000);
  afterAll(() => stop?.());

  it('answers isSaved false when logged out, without asking the favorites service', async () => {
    const before = await upstream.requestCount();
    const result = await graph.query(ENTITIES, { r: refs('Report', reports.slice(0, 3)) });
    expect(result).toEqual({ data: { _entities: reports.slice(0, 3).map((id) => ({ id, isSaved: false })) } });
    expect(await upstream.requestCount()).toBe(before);
  });

  it('saves, answers isSaved for every card of a page with one REST call, and unsaves', async () => {
    const me = newUser();
    expect(await graph.query(SAVE, { id: reports[1] }, me)).toEqual({ data: { saveItem: { __typename: 'Report', id: reports[1], isSaved: true } } });
    expect(await graph.query(SAVE, { id: webinar }, me)).toEqual({ data: { saveItem: { __typename: 'Webinar', id: webinar, isSaved: true } } });
    expect((await graph.query(SAVE, { id: figure }, me)).data!.saveItem).toEqual({ __typename: 'Figure', id: figure, isSaved: true });

    const representations = [...refs('Report', reports), ...refs('Webinar', [webinar]), ...refs('Figure', [figure])];
    const before = await upstream.requestCount();
    const result = await graph.query(ENTITIES, { r: representations }, me);
    expect(result.data!._entities).toEqual(representations.map(({ id }) => ({ id, isSaved: id === reports[1] || id === webinar || id === figure })));
    expect((await upstream.requestCount()) - before).toBe(1);

    expect(await graph.query(UNSAVE, { id: reports[1] }, me)).toEqual({ data: { unsaveItem: { __typename: 'Report', id: reports[1], isSaved: false } } });
    expect((await graph.query(ENTITIES, { r: refs('Report', [reports[1]]) }, me)).data!._entities).toEqual([{ id: reports[1], isSaved: false }]);
    // Unsaving what is not saved is no error.
    expect((await graph.query(UNSAVE, { id: reports[1] }, me)).errors).toBeUndefined();
  });

  it("passes the service's refusal of a type that may not be saved on, and never sends a malformed id", async () => {
    const playbook = contentItemId('playbook', 0);
    const refused = await graph.query(SAVE, { id: playbook }, newUser());
    expect(refused.errors?.[0]).toMatchObject({ message: notSavableMessage('A playbook'), extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    const before = await upstream.requestCount();
    const malformed = await graph.query(SAVE, { id: 'res-1 or 1=1' }, newUser());
    expect(malformed.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(malformed.errors)).toContain('Invalid content id');
    expect(await upstream.requestCount()).toBe(before);
    // The viewer itself is read from the session; the favorites are never asked for.
    const badSort = await graph.query(FAVORITES, { input: { sort: 'random' } }, { user: { id: DEMO_USERS[0].id } });
    expect(JSON.stringify(badSort.errors)).toContain('sort must be one of recent, oldest, title, published');
  });

  it('refuses save changes when logged out, before any REST call', async () => {
    const before = await upstream.requestCount();
    for (const mutation of [SAVE, UNSAVE]) {
      const result = await graph.query(mutation, { id: reports[0] });
      expect(result.errors?.[0]).toMatchObject({ message: SIGN_IN_TO_SAVE_MESSAGE, extensions: { code: 'UNAUTHORIZED', status: 401 } });
    }
    expect(await upstream.requestCount()).toBe(before);
  });

  it("lists the viewer's favorites a page at a time, filtered by category; another reader's stay apart", async () => {
    // Demo users: viewer needs a session the auth service knows.
    const a = { user: { id: DEMO_USERS[0].id } };
    const b = { user: { id: DEMO_USERS[1].id } };
    for (const id of reports) await graph.query(SAVE, { id }, a);
    await graph.query(SAVE, { id: webinar }, a);
    await graph.query(SAVE, { id: reports[0] }, b);

    const first = (await graph.query(FAVORITES, {}, a)).data!.viewer.favorites;
    expect(first).toMatchObject({ page: 1, totalPages: 2, itemsTotal: 13, savedTotal: 13, loadMore: true });
    expect(first.cards).toHaveLength(10);
    expect(first.cards[0]).toEqual({
      id: webinar, contentType: 'webinar', contentTypeLabel: 'Webinar', containerId: null, title: expect.any(String),
      content: { __typename: 'Webinar', id: webinar, isSaved: true },
    });
    expect(first.categoryOptions).toEqual([{ value: 'report', label: 'Report', count: 12 }, { value: 'webinar', label: 'Webinar', count: 1 }]);
    const second = (await graph.query(FAVORITES, { input: { page: 2 } }, a)).data!.viewer.favorites;
    expect(second).toMatchObject({ page: 2, loadMore: false });
    expect(second.cards).toHaveLength(3);

    const onlyWebinars = (await graph.query(FAVORITES, { input: { category: 'webinar' } }, a)).data!.viewer.favorites;
    expect(onlyWebinars).toMatchObject({ itemsTotal: 1, savedTotal: 13, totalPages: 1 });

    const ofB = (await graph.query(FAVORITES, {}, b)).data!.viewer.favorites;
    expect(ofB.cards.map((card: { id: string }) => card.id)).toEqual([reports[0]]);
    // B unsaving A's items changes nothing for A.
    await graph.query(UNSAVE, { id: webinar }, b);
    expect((await graph.query(ENTITIES, { r: refs('Webinar', [webinar]) }, a)).data!._entities).toEqual([{ id: webinar, isSaved: true }]);
  });
});

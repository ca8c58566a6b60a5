// The saved collection end to end: signed-in readers (the built-in provider's login walked as a
// browser does) save and unsave through the gateway; isSaved on a page of search cards comes from
// one favorites-service call however many cards, and none at all when logged out; a type that may
// not be saved is refused by name; the favorites page's filters and paging.
import { contentItemId, fixtures, reportId } from '@portal/corpus';
import { FAVORITES_PAGE_SIZE, notSavableMessage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';
import { upstreamCallsDuring } from './support/upstream-calls.js';

const stack = useSharedTestStack();
// The favorites tests' own reader (services/upstream demoUsers.ts): no other test reads her.
let reader: CookieJar;

const SAVED_ROUTE = '/favorites-service/api/v1/favorites/saved';
const SAVABLE = '... on Report { id isSaved } ... on Figure { id isSaved } ... on Webinar { id isSaved } ... on ContentItem { id isSaved }';
const SAVE = `mutation ($id: ID!) { saveItem(contentId: $id) { __typename ${SAVABLE} } }`;
const UNSAVE = `mutation ($id: ID!) { unsaveItem(contentId: $id) { __typename ${SAVABLE} } }`;
const SEARCH = /* GraphQL */ `
  query ($input: SearchInput!) {
    search(input: $input) {
      cards { contentId contentType report { id title isSaved } figure { id isSaved } webinar { id isSaved } content { id isSaved } }
    }
  }
`;
const REPORT = 'query ($id: ID!) { report(id: $id) { id title isSaved } }';
const FAVORITES = /* GraphQL */ `
  query ($input: FavoritesInput) {
    viewer {
      favorites(input: $input) {
        page totalPages itemsTotal savedTotal loadMore
        cards { id contentType contentTypeLabel containerId title path topics content { __typename ${SAVABLE} } }
        topicOptions { value count } categoryOptions { value label count } sortOptions { value label }
      }
    }
  }
`;

interface Card { contentId: string; contentType: string; report: { id: string; isSaved: boolean } | null; figure: { id: string; isSaved: boolean } | null }

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);
const favorites = async (input: Record<string, unknown> = {}) => {
  const { body } = await as(reader, FAVORITES, { input });
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.favorites;
};

async function unsaveEverything(jar: CookieJar) {
  for (;;) {
    const { body } = await as(jar, FAVORITES, {});
    const cards = body.data?.viewer?.favorites?.cards ?? [];
    if (cards.length === 0) return;
    for (const card of cards) await as(jar, UNSAVE, { id: card.id });
  }
}

beforeAll(async () => {
  reader = await signIn(stack.gatewayUrl, 'sasha@meridian.example');
  await unsaveEverything(reader);
});
afterAll(async () => {
  // The run's database is shared by every file: leave nothing saved.
  if (reader) await unsaveEverything(reader);
});

describe('saving through the gateway', () => {
  it('is false for everyone when logged out, without any favorites-service call', async () => {
    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const { body } = await as(null, SEARCH, { input: { query: 'customer', activeTab: 'reports' } });
      expect(body.errors).toBeUndefined();
      const reports = (body.data!.search.cards as Card[]).filter((card) => card.report);
      expect(reports.length).toBeGreaterThan(1);
      expect(reports.every((card) => card.report!.isSaved === false)).toBe(true);
    });
    expect([...calls.keys()].filter((route) => route.startsWith('/favorites-service'))).toEqual([]);
  });

  it('saves a search result: isSaved on the whole page of cards comes from one call, and unsaves it', async () => {
    const { body } = await as(reader, SEARCH, { input: { query: 'customer', activeTab: 'reports' } });
    const reports = (body.data!.search.cards as Card[]).filter((card) => card.report);
    const [chosen] = reports;
    expect(await as(reader, SAVE, { id: chosen.contentId })).toMatchObject({ body: { data: { saveItem: { __typename: 'Report', id: chosen.contentId, isSaved: true } } } });

    const calls = await upstreamCallsDuring(stack.upstreamUrl, async () => {
      const again = await as(reader, SEARCH, { input: { query: 'customer', activeTab: 'reports' } });
      const cards = (again.body.data!.search.cards as Card[]).filter((card) => card.report);
      expect(cards.map((card) => card.report!.isSaved)).toEqual(cards.map((card) => card.contentId === chosen.contentId));
    });
    expect(calls.get(SAVED_ROUTE)).toBe(1);

    // The report page says so too, and the favorites list it.
    expect((await as(reader, REPORT, { id: chosen.contentId })).body.data!.report.isSaved).toBe(true);
    expect((await favorites()).cards.map((card: { id: string }) => card.id)).toEqual([chosen.contentId]);

    expect(await as(reader, UNSAVE, { id: chosen.contentId })).toMatchObject({ body: { data: { unsaveItem: { id: chosen.contentId, isSaved: false } } } });
    expect((await as(reader, REPORT, { id: chosen.contentId })).body.data!.report.isSaved).toBe(false);
    expect((await favorites()).savedTotal).toBe(0);
  });

  it('saves a figure (with its report as container), a webinar and a tool', async () => {
    const figure = `${fixtures.allChartTypesReportId}-figure-1`;
    const webinar = contentItemId('webinar', 0);
    const tool = contentItemId('tool', 0);
    for (const [id, typename] of [[figure, 'Figure'], [webinar, 'Webinar'], [tool, 'ContentItem']]) {
      expect((await as(reader, SAVE, { id })).body.data!.saveItem).toEqual({ __typename: typename, id, isSaved: true });
    }
    const list = await favorites();
    const figureCard = list.cards.find((card: { id: string }) => card.id === figure);
    expect(figureCard).toMatchObject({ contentType: 'figure', contentTypeLabel: 'Figure', containerId: fixtures.allChartTypesReportId, content: { __typename: 'Figure', isSaved: true } });
    expect(figureCard.path).toMatch(new RegExp(`^/report/.+/${fixtures.allChartTypesReportId}#${figure}$`));
    expect(list.cards.find((card: { id: string }) => card.id === tool)).toMatchObject({ contentType: 'tool', contentTypeLabel: 'Tool' });
    for (const id of [figure, webinar, tool]) await as(reader, UNSAVE, { id });
  });

  it('refuses a type that may not be saved, naming the ones that may, and unknown content', async () => {
    const playbook = await as(reader, SAVE, { id: contentItemId('playbook', 0) });
    expect(playbook.body.errors?.[0]).toMatchObject({ message: notSavableMessage('A playbook'), extensions: { code: 'BAD_USER_INPUT' } });
    const survey = await as(reader, SAVE, { id: contentItemId('survey', 0) });
    expect(survey.body.errors?.[0].message).toBe(notSavableMessage('A survey'));
    const unknown = await as(reader, SAVE, { id: 'RES999999' });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Content RES999999 not found', extensions: { code: 'NOT_FOUND' } });
    expect((await favorites()).savedTotal).toBe(0);
  });

  it('lists favorites a page at a time, by category, topic and sort', async () => {
    const reports = Array.from({ length: FAVORITES_PAGE_SIZE + 1 }, (_, i) => reportId(20 + i));
    const webinar = contentItemId('webinar', 1);
    for (const id of [...reports, webinar]) expect((await as(reader, SAVE, { id })).body.errors).toBeUndefined();

    const first = await favorites();
    expect(first).toMatchObject({ page: 1, totalPages: 2, itemsTotal: reports.length + 1, savedTotal: reports.length + 1, loadMore: true });
    expect(first.cards).toHaveLength(FAVORITES_PAGE_SIZE);
    // Most recently saved first.
    expect(first.cards[0].id).toBe(webinar);
    const second = await favorites({ page: 2 });
    expect(second).toMatchObject({ page: 2, loadMore: false });
    expect(new Set([...first.cards, ...second.cards].map((card: { id: string }) => card.id))).toEqual(new Set([...reports, webinar]));

    expect((await favorites({ sort: 'oldest' })).cards[0].id).toBe(reports[0]);
    const titles = (await favorites({ sort: 'title' })).cards.map((card: { title: string }) => card.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());

    const reportCategory = first.categoryOptions.find((option: { value: string }) => option.value === 'report');
    expect(reportCategory).toEqual({ value: 'report', label: 'Report', count: reports.length });
    const onlyReports = await favorites({ category: 'report' });
    expect(onlyReports).toMatchObject({ itemsTotal: reports.length, savedTotal: reports.length + 1 });

    const [topic] = first.topicOptions;
    const byTopic = await favorites({ topic: topic.value });
    expect(byTopic.itemsTotal).toBe(topic.count);
    for (const card of byTopic.cards) expect(card.topics).toContain(topic.value);

    const refused = await as(reader, FAVORITES, { input: { category: 'playbook' } });
    expect(JSON.stringify(refused.body.errors)).toContain('category must be one of report, tool, audio, video, figure, webinar, peerDiscussion');
  });
});

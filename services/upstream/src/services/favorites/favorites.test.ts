// favorites-service over real HTTP against PostgreSQL: saving each savable type, refusing the
// others by name and unknown content, unsaving, the batch 'which are saved', the listing's filters,
// sorts, paging and options, and that every call sees only the caller's own collection.
import { asc, eq, like } from 'drizzle-orm';
import { FAVORITES_PAGE_SIZE, notSavableMessage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, research, webinars } from '../../db/schema.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { callJson } from '../../testing/http.js';
import { signedAs } from '../../testing/signedCaller.js';
import { startSeededApp, type SeededApp } from '../../testing/seededApp.js';
import { FAVORITES_SERVICE_PATH, SIGN_IN_TO_SAVE_MESSAGE } from './favoritesRouter.js';

const FAVORITES = `${FAVORITES_SERVICE_PATH}/favorites`;

let app: SeededApp;
let userSeq = 0;
/** A fresh user per test, so tests never see each other's collections. */
const newUser = () => signedAs(`usr-favorites-${++userSeq}`);
type Headers = Record<string, string>;
const call = (method: string, path: string, headers: Headers, body?: unknown) => callJson(`${app.baseUrl}${path}`, method, headers, body);
const save = (user: Headers, contentId: string) => call('POST', FAVORITES, user, { contentId });
const unsave = (user: Headers, contentId: string) => call('DELETE', `${FAVORITES}/${encodeURIComponent(contentId)}`, user);
const list = (user: Headers, query = '') => call('GET', `${FAVORITES}${query}`, user);
const savedOf = async (user: Headers, ids: string[]) => (await call('GET', `${FAVORITES}/saved?ids=${ids.join(',')}`, user)).body.savedIds;

// One id of each kind, read from the seeded database.
const ids = { reports: [] as string[], figure: '', webinar: '', peer: '', tool: '', podcast: '', playbook: '', reportTopic: '' };

beforeAll(async () => {
  app = await startSeededApp('favorites', { CORPUS_SEED: String(TEST_CORPUS.seed), CORPUS_SIZE: String(TEST_CORPUS.size), SEED_DEMO_USERS: 'false' });
  const db = app.handle.db;
  const reports = await db.select().from(research).orderBy(asc(research.id)).limit(15);
  ids.reports = reports.map((r) => r.id);
  ids.reportTopic = reports[0]!.topics[0]!;
  const withFigure = reports.find((r) => (r.body as { blocks: { type: string }[] }).blocks.some((b) => b.type === 'figure'))!;
  ids.figure = (withFigure.body as { blocks: { type: string; id: string }[] }).blocks.find((b) => b.type === 'figure')!.id;
  ids.webinar = (await db.select().from(webinars).where(eq(webinars.webinarType, 'Webinar')).limit(1))[0]!.id;
  ids.peer = (await db.select().from(webinars).where(eq(webinars.webinarType, 'Peer Discussions')).limit(1))[0]!.id;
  ids.tool = (await db.select().from(contentItems).where(eq(contentItems.contentType, 'tool')).limit(1))[0]!.id;
  ids.podcast = (await db.select().from(contentItems).where(eq(contentItems.contentType, 'podcast')).limit(1))[0]!.id;
  ids.playbook = (await db.select().from(contentItems).where(like(contentItems.id, 'PLA%')).limit(1))[0]!.id;
}, 60_000);

afterAll(() => app?.close());

describe('saving', () => {
  it('saves each savable type as a collection item (201), idempotently, and unsaves it (204)', async () => {
    const user = await newUser();
    const cases = [
      [ids.reports[0], 'report', null],
      [ids.figure, 'figure', ids.figure.replace(/-figure-\d+$/, '')],
      [ids.webinar, 'webinar', null],
      [ids.peer, 'peerDiscussion', null],
      [ids.tool, 'tool', null],
      [ids.podcast, 'audio', null],
    ] as const;
    for (const [contentId, contentType, containerId] of cases) {
      const saved = await save(user, contentId!);
      expect(saved.status, contentId).toBe(201);
      expect(saved.headers.get('cache-control')).toBe('no-store');
      expect(saved.body).toMatchObject({ contentId, contentType, containerId, title: expect.any(String), path: expect.stringContaining('/') });
    }
    expect((await save(user, ids.peer)).body.path).toMatch(/^\/peer-discussions\//);
    const again = await save(user, ids.reports[0]!);
    expect(again.status).toBe(201);
    expect((await list(user)).body.itemsTotal).toBe(cases.length);

    expect((await unsave(user, ids.figure)).status).toBe(204);
    expect((await unsave(user, ids.figure)).status).toBe(204);
    expect(await savedOf(user, [ids.figure, ids.reports[0]!])).toEqual([ids.reports[0]]);
  });

  it('refuses types that may not be saved by name, unknown content (404) and malformed ids (400)', async () => {
    const user = await newUser();
    const playbook = await save(user, ids.playbook);
    expect(playbook).toMatchObject({ status: 400, body: { message: notSavableMessage('A playbook') } });
    expect(playbook.body.message).toContain('Only reports, tools, audio, video, figures, webinars and peer discussions can be saved');
    expect((await save(user, 'BIO10001')).body.message).toBe(notSavableMessage('An analyst profile'));
    expect(await save(user, 'RES999999')).toMatchObject({ status: 404, body: { message: 'Content RES999999 not found' } });
    expect((await save(user, `${ids.reports[0]}-figure-99`)).status).toBe(404);
    expect(await save(user, 'res1; drop table')).toMatchObject({ status: 400, body: { message: 'Invalid content id: res1; drop table' } });
    expect((await call('POST', FAVORITES, user, ['RES1'])).status).toBe(400);
    expect((await list(user)).body.itemsTotal).toBe(0);
  });

  it('answers 401 to a caller who is not signed in, whatever was sent', async () => {
    for (const [method, path] of [['GET', FAVORITES], ['POST', FAVORITES], ['DELETE', `${FAVORITES}/${ids.reports[0]}`], ['GET', `${FAVORITES}/saved?ids=x`]] as const) {
      const answer = await call(method, path, { 'x-portal-user': 'usr-client-0001' }, method === 'POST' ? { contentId: 'nope' } : undefined);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 401, body: { message: SIGN_IN_TO_SAVE_MESSAGE } });
    }
  });
});

describe("one user's collection", () => {
  it('is neither read nor changed by another user', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await save(a, ids.reports[0]!);
    await save(b, ids.reports[1]!);
    expect(await savedOf(b, [ids.reports[0]!, ids.reports[1]!])).toEqual([ids.reports[1]]);
    expect((await unsave(b, ids.reports[0]!)).status).toBe(204);
    expect(await savedOf(a, [ids.reports[0]!])).toEqual([ids.reports[0]]);
    expect((await list(b)).body.items.map((item: { contentId: string }) => item.contentId)).toEqual([ids.reports[1]]);
  });
});

describe('listing favorites', () => {
  it('pages, sorts, filters by topic and category, and offers the options the collection holds', async () => {
    const user = await newUser();
    const reports = ids.reports.slice(0, FAVORITES_PAGE_SIZE + 2);
    // Saved one after another, so "recent" is the reverse of this order.
    for (const id of reports) expect((await save(user, id)).status).toBe(201);
    await save(user, ids.webinar);

    const first = await list(user);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, itemsTotal: reports.length + 1, itemsTotalPerFilters: reports.length + 1, pagesTotal: 2 });
    expect(first.body.items).toHaveLength(FAVORITES_PAGE_SIZE);
    expect(first.body.items[0].contentId).toBe(ids.webinar);
    expect(first.body.sortOptions.map((o: { value: string }) => o.value)).toEqual(['recent', 'oldest', 'title', 'published']);
    expect(first.body.categoryOptions).toEqual([
      { value: 'report', label: 'Report', count: reports.length },
      { value: 'webinar', label: 'Webinar', count: 1 },
    ]);
    expect(first.body.topicOptions.length).toBeGreaterThan(0);

    const second = await list(user, '?page=2');
    expect(second.body.items).toHaveLength(3);
    const all = [...first.body.items, ...second.body.items].map((item: { contentId: string }) => item.contentId);
    expect(new Set(all).size).toBe(reports.length + 1);

    const oldest = await list(user, '?sort=oldest');
    expect(oldest.body.items[0].contentId).toBe(reports[0]);
    const byTitle = (await list(user, '?sort=title&page=1')).body.items.map((item: { title: string }) => item.title.toLowerCase());
    expect(byTitle).toEqual([...byTitle].sort());

    const webinarsOnly = await list(user, '?category=webinar');
    expect(webinarsOnly.body).toMatchObject({ itemsTotal: reports.length + 1, itemsTotalPerFilters: 1, pagesTotal: 1 });
    expect(webinarsOnly.body.items.map((item: { contentId: string }) => item.contentId)).toEqual([ids.webinar]);

    const topic = await list(user, `?topic=${encodeURIComponent(ids.reportTopic)}`);
    expect(topic.body.itemsTotalPerFilters).toBeGreaterThan(0);
    for (const item of topic.body.items) expect(item.topics).toContain(ids.reportTopic);
    const option = first.body.topicOptions.find((o: { value: string }) => o.value === ids.reportTopic);
    expect(option.count).toBe(topic.body.itemsTotalPerFilters);

    expect(await list(user, '?category=playbook')).toMatchObject({ status: 400, body: { message: expect.stringContaining('category must be one of report, tool') } });
    expect(await list(user, '?sort=random')).toMatchObject({ status: 400 });
    expect(await list(user, '?page=0')).toMatchObject({ status: 400, body: { message: 'page must be an integer from 1 to 1000' } });
  });
});

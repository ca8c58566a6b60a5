// The other content types in the search index, over real HTTP: each has its own content type
// (peer discussions are 'forum'), their own paths, hosts or authors, and the report facets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCount, contentItem, survey, webinar, webinarCount } from '@portal/corpus';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { postJson } from '../../testing/http.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';

const SEARCH = '/search-service/api/v1/search';
const anchor = new Date();
let app: SeededApp;

beforeAll(async () => {
  app = await startMigratedApp('search_types', (db) => seedDatabase(db, TEST_CORPUS, { now: anchor }));
});

afterAll(() => app?.close());

const search = (params: Record<string, string>, body: unknown = {}) =>
  postJson(`${app.baseUrl}${SEARCH}?${new URLSearchParams({ size: '100', ...params })}`, body);

describe('other content types in search', () => {
  it('indexes webinars as webinar and peer discussions as forum, dated by their start', async () => {
    const all = Array.from({ length: webinarCount(TEST_CORPUS) }, (_, i) => webinar(TEST_CORPUS, i, anchor));
    const res = await search({ type: 'webinar,forum' });
    expect(res.body.totalElements).toBe(all.length);
    for (const hit of res.body.content) {
      const w = all.find((x) => x.id === hit.contentId)!;
      expect(hit).toMatchObject({
        contentType: w.webinarType === 'Peer Discussions' ? 'forum' : 'webinar',
        title: w.title, summary: w.summary, path: `/webinar/${w.slug}/${w.id}`, publishedDate: w.startDate.slice(0, 10), parentId: null,
      });
      expect(hit.authors.map((a: { contentId: string }) => a.contentId)).toEqual(w.hostAnalystIds);
    }
    expect((await search({ type: 'forum' })).body.totalElements).toBe(all.filter((w) => w.webinarType === 'Peer Discussions').length);
  });

  it('indexes surveys, playbooks, blogs, podcasts and tools under their own types', async () => {
    for (const kind of ['survey', 'playbook', 'blog', 'podcast', 'tool'] as const) {
      const res = await search({ type: kind });
      expect(res.body.totalElements).toBe(contentCount(kind, TEST_CORPUS.size));
      expect(res.body.content.every((hit: { contentType: string }) => hit.contentType === kind)).toBe(true);
    }
    // Survey 2 keeps its fixed day (0, 1, 4, 5… are dated around the seeding day).
    const s = survey(TEST_CORPUS, 2);
    const surveyHit = (await search({ type: 'survey', query: s.shortTitle })).body.content[0];
    expect(surveyHit).toMatchObject({ contentId: s.id, title: s.shortTitle, path: `/surveys/${s.slug}/${s.id}`, publishedDate: s.datePublished });
    const tool = contentItem('tool', TEST_CORPUS, 0);
    const toolHit = (await search({ type: 'tool' })).body.content.find((hit: { contentId: string }) => hit.contentId === tool.id);
    expect(toolHit).toMatchObject({ path: tool.path, ipType: tool.category, readTime: tool.readTime });
  });

  it('filters them by the same facets as reports', async () => {
    const blog = contentItem('blog', TEST_CORPUS, 1);
    const res = await search({ type: 'blog' }, { filters: { termFilters: { industry: [blog.industries[0]] } } });
    expect(res.body.content.map((hit: { contentId: string }) => hit.contentId)).toContain(blog.id);
    const expected = Array.from({ length: contentCount('blog', TEST_CORPUS.size) }, (_, i) => contentItem('blog', TEST_CORPUS, i))
      .filter((b) => b.industries.includes(blog.industries[0])).length;
    expect(res.body.totalElements).toBe(expected);
  });
});

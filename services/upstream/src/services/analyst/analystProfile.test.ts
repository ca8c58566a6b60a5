// The analyst view's REST calls (spec 2 §7: related analysts, recent research, upcoming events)
// over real HTTP against PostgreSQL seeded with the small corpus; answers derived from the corpus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysts, webinar, webinarCount } from '@portal/corpus';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { allReports } from '../../testing/expected.js';
import { getJson } from '../../testing/http.js';
import { startRealUpstream, type RealUpstream } from '../../testing/realUpstream.js';
import { signedAs } from '../../testing/signedCaller.js';

let upstream: RealUpstream;
beforeAll(async () => {
  upstream = await startRealUpstream('analyst_profile');
});
afterAll(async () => {
  await upstream?.close();
});

const roster = analysts(TEST_CORPUS.seed);
const reports = allReports(TEST_CORPUS);
const wrote = (analystId: string) =>
  reports.filter((r) => [...r.authors, ...r.contributors].some((person) => person.contentId === analystId));
const newestFirst = (a: { publishedDate: string; contentId: string }, b: { publishedDate: string; contentId: string }) =>
  b.publishedDate.localeCompare(a.publishedDate) || b.contentId.localeCompare(a.contentId);
// The analyst with the most reports, restricted ones among them, so both callers' answers differ.
const prolific = roster
  .map((a) => ({ id: a.contentId, reports: wrote(a.contentId) }))
  .filter((a) => a.reports.some((r) => r.access === 'restricted') && a.reports.some((r) => r.access === 'public'))
  .sort((a, b) => b.reports.length - a.reports.length)[0]!;

describe('GET /research-service/api/v1/research/by-author/{analystId}', () => {
  const url = (id: string, query = '') => `${upstream.url}/research-service/api/v1/research/by-author/${id}${query}`;

  it('lists the public reports an analyst wrote or contributed to, newest first, for anyone', async () => {
    const expected = prolific.reports.filter((r) => r.access === 'public').sort(newestFirst);
    const res = await getJson(url(prolific.id, '?size=50'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    expect(res.body).toEqual({ content: expected.map((r) => ({ contentId: r.contentId })), totalElements: expected.length, page: 1, size: 50 });
  });

  it('adds restricted reports for a signed-in caller, and keeps that answer private', async () => {
    const expected = [...prolific.reports].sort(newestFirst);
    const res = await getJson(url(prolific.id, '?size=2&page=2'), await signedAs('usr-employee-0001'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect(res.body.totalElements).toBe(expected.length);
    expect(res.body.content).toEqual(expected.slice(2, 4).map((r) => ({ contentId: r.contentId })));
  });

  it('refuses a malformed id or page size', async () => {
    expect((await getJson(url('RES100001'))).status).toBe(400);
    const res = await getJson(url(prolific.id, '?size=0'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('size must be an integer from 1 to 50');
  });
});

describe('GET /api/v1/analyst/{id}/related', () => {
  it('ranks externally active analysts by shared topics, then by last name', async () => {
    const me = roster.find((a) => a.externallyActive && a.topics.length > 0)!;
    const shared = (topics: string[]) => topics.filter((t) => me.topics.includes(t)).length;
    const expected = roster
      .filter((a) => a.contentId !== me.contentId && a.externallyActive && shared(a.topics) > 0)
      .sort((a, b) => shared(b.topics) - shared(a.topics) || a.lastName.localeCompare(b.lastName) || a.contentId.localeCompare(b.contentId));
    const res = await getJson(`${upstream.url}/api/v1/analyst/${me.contentId}/related?size=3`);
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(expected.length);
    expect(res.body.maxPages).toBe(Math.ceil(expected.length / 3));
    expect(res.body.analysts.map((a: { contentId: string }) => a.contentId)).toEqual(expected.slice(0, 3).map((a) => a.contentId));
  });

  it('answers 404 for an unknown analyst and 400 for a bad page', async () => {
    expect((await getJson(`${upstream.url}/api/v1/analyst/BIO99999/related`)).status).toBe(404);
    expect((await getJson(`${upstream.url}/api/v1/analyst/BIO10001/related?page=x`)).status).toBe(400);
  });
});

describe('GET /webinar-service/api/v1/webinar/listing?hostId=', () => {
  it('lists only the webinars the analyst hosts', async () => {
    const all = Array.from({ length: webinarCount(TEST_CORPUS) }, (_, i) => webinar(TEST_CORPUS, i, new Date()));
    const host = all.find((w) => w.webinarType === 'Webinar')!.hostAnalystIds[0]!;
    const hosted = all.filter((w) => w.webinarType === 'Webinar' && w.hostAnalystIds.includes(host));
    const [upcoming, ondemand] = await Promise.all(
      ['upcoming', 'ondemand'].map((type) => getJson(`${upstream.url}/webinar-service/api/v1/webinar/listing?type=${type}&hostId=${host}&size=100`)),
    );
    expect(upcoming!.body.totalElements + ondemand!.body.totalElements).toBe(hosted.length);
    for (const item of [...upcoming!.body.content, ...ondemand!.body.content]) {
      expect(item.hostAnalysts.map((h: { contentId: string }) => h.contentId)).toContain(host);
    }
    const bad = await getJson(`${upstream.url}/webinar-service/api/v1/webinar/listing?type=upcoming&hostId=RES1`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('hostId must be an analyst id (BIO followed by digits)');
  });
});

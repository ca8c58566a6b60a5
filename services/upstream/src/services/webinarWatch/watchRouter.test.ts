// webinar-service access, assets and recordings over real HTTP against PostgreSQL seeded with the
// small corpus: who gets the files (a visitor 401, a reader without access 403), the WAV and its
// WebVTT captions, each file served counted once, and each reader's own progress through a recording.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBINAR_ACCESS_MESSAGES } from '@portal/domain';
import { getJson } from '../../testing/http.js';
import { startRealUpstream, type RealUpstream } from '../../testing/realUpstream.js';
import { signedAs } from '../../testing/signedCaller.js';

let upstream: RealUpstream;
beforeAll(async () => {
  upstream = await startRealUpstream('webinar_watch');
}, 120_000);
afterAll(async () => {
  await upstream?.close();
});

const BASE = '/webinar-service/api/v1/webinar';
// Bea holds FD; Abe holds nothing (services/upstream demoUsers.ts).
const SUBSCRIBER = await signedAs('usr-client-0163');
const UNSUBSCRIBED = await signedAs('usr-client-0162');
// Ona and Pip (FD) keep their places in recordings.
const ONA = await signedAs('usr-client-0221');
const PIP = await signedAs('usr-client-0222');

interface Listed { id: string; price: number; title: string }
const tab = async (type: string) => (await getJson<{ content: Listed[] }>(`${upstream.url}${BASE}/listing?type=${type}&size=100`)).body.content;
const get = (path: string, headers: Record<string, string> = {}) => getJson(`${upstream.url}${BASE}${path}`, headers);

describe('GET /webinar/access', () => {
  it('answers each webinar for the caller: nothing for a visitor, paid ones only for subscribers', async () => {
    const past = await tab('ondemand');
    const paid = past.find((w) => w.price > 0)!;
    const free = past.find((w) => w.price === 0)!;
    const ids = `${paid.id},${free.id},WEB999999`;
    const visitor = await get(`/access?ids=${ids}`);
    expect(visitor.body.items).toEqual([{ contentId: paid.id, hasAccess: false }, { contentId: free.id, hasAccess: false }]);
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    expect((await get(`/access?ids=${ids}`, SUBSCRIBER)).body.items.map((i: { hasAccess: boolean }) => i.hasAccess)).toEqual([true, true]);
    expect((await get(`/access?ids=${ids}`, UNSUBSCRIBED)).body.items.map((i: { hasAccess: boolean }) => i.hasAccess)).toEqual([false, true]);
  });
});

describe('the recording and its captions', () => {
  it('serves an ended webinar’s WAV and WebVTT captions timed alike to a reader with access', async () => {
    const [webinar] = (await tab('ondemand')).filter((w) => w.price > 0);
    const recording = await get(`/${webinar!.id}/recording`, SUBSCRIBER);
    expect(recording.status).toBe(200);
    expect(recording.headers.get('cache-control')).toBe('no-store');
    expect(recording.body).toMatchObject({ contentType: 'audio/wav', fileName: `${webinar!.id}-recording.wav` });
    const wav = Buffer.from(recording.body.contentBase64, 'base64');
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    // 8 kHz, 8-bit mono: the data is 8000 bytes a second of the duration.
    expect(wav.length).toBe(44 + 8000 * recording.body.durationSeconds);
    expect(wav.length).toBeLessThan(200_000);
    const captions = await get(`/${webinar!.id}/recording/captions`, SUBSCRIBER);
    expect(captions.body).toMatchObject({ language: 'en', label: 'English' });
    const text: string = captions.body.text;
    expect(text.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nWelcome to ')).toBe(true);
    const cueEnds = [...text.matchAll(/--> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)].map((m) => Number(m[2]) * 60 + Number(m[3]));
    expect(cueEnds.at(-1)).toBe(recording.body.durationSeconds);
  });

  it('refuses a visitor (401), a reader without access (403), an upcoming webinar (404)', async () => {
    const [paid] = (await tab('ondemand')).filter((w) => w.price > 0);
    const visitor = await get(`/${paid!.id}/recording`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(WEBINAR_ACCESS_MESSAGES.signIn);
    const refused = await get(`/${paid!.id}/recording/captions`, UNSUBSCRIBED);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(WEBINAR_ACCESS_MESSAGES.notAccessible);
    expect(refused.body.text).toBeUndefined();
    const [upcoming] = await tab('upcoming');
    const early = await get(`/${upcoming!.id}/recording`, SUBSCRIBER);
    expect(early.status).toBe(404);
    expect(early.body.message).toBe(WEBINAR_ACCESS_MESSAGES.notYetRecorded);
  });
});

describe('downloadable assets', () => {
  it('lists the agenda (and once ended the transcript) with their real sizes, and counts each file served', async () => {
    const [webinar] = (await tab('ondemand')).filter((w) => w.price > 0);
    const listed = await get(`/${webinar!.id}/assets`);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((a: { id: string }) => a.id)).toEqual(['agenda', 'transcript']);
    const agenda = listed.body.items[0];
    expect(agenda).toMatchObject({ title: 'Agenda', url: `/downloads/webinars/${webinar!.id}/agenda`, fileType: 'text/plain', fileExtension: 'txt', downloadCount: 0 });
    const file = await get(`/${webinar!.id}/assets/agenda`, SUBSCRIBER);
    expect(file.status).toBe(200);
    const text = Buffer.from(file.body.contentBase64, 'base64').toString('utf8');
    expect(text.startsWith(`${webinar!.title}\nAgenda\n`)).toBe(true);
    expect(Buffer.byteLength(text)).toBe(agenda.fileSize);
    const after = await get(`/${webinar!.id}/assets`);
    expect(after.body.items[0].downloadCount).toBe(1);
    expect(after.body.items[1].downloadCount).toBe(0);
    const [upcoming] = await tab('upcoming');
    expect((await get(`/${upcoming!.id}/assets`)).body.items.map((a: { id: string }) => a.id)).toEqual(['agenda']);
  });

  it('refuses the file to a visitor and a reader without access, counting nothing, and an unknown asset', async () => {
    const [, webinar] = (await tab('ondemand')).filter((w) => w.price > 0);
    expect((await get(`/${webinar!.id}/assets/transcript`)).status).toBe(401);
    expect((await get(`/${webinar!.id}/assets/transcript`, UNSUBSCRIBED)).status).toBe(403);
    expect((await get(`/${webinar!.id}/assets`)).body.items[1].downloadCount).toBe(0);
    const unknown = await get(`/${webinar!.id}/assets/slides`, SUBSCRIBER);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('No downloadable asset slides for this webinar');
  });
});

describe('the recording progress (player analytics)', () => {
  const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${upstream.url}${BASE}${path}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('keeps the last position, the furthest milestone and the play starts of the caller only', async () => {
    const [webinar] = await tab('ondemand');
    const path = `/${webinar!.id}/recording/progress`;
    expect((await get(path, ONA)).body).toEqual({ positionSeconds: 0, furthestMilestone: 0, playStarts: 0 });
    expect(await (await put(path, { positionSeconds: 3, milestone: 50, playStarted: true }, ONA)).json()).toEqual({ positionSeconds: 3, furthestMilestone: 50, playStarts: 1 });
    // Back to an earlier place: the position follows, the milestone stays at its furthest.
    const saved = await put(path, { positionSeconds: 1.5, milestone: 25 }, ONA);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(await saved.json()).toEqual({ positionSeconds: 1.5, furthestMilestone: 50, playStarts: 1 });
    const read = await get(path, ONA);
    expect(read.body).toEqual({ positionSeconds: 1.5, furthestMilestone: 50, playStarts: 1 });
    expect(read.headers.get('cache-control')).toBe('no-store');
    // Pip's own progress is apart from Ona's.
    expect((await get(path, PIP)).body).toEqual({ positionSeconds: 0, furthestMilestone: 0, playStarts: 0 });
  });

  it('caps a position past the end at the recording length, and refuses bad input, visitors and upcoming webinars', async () => {
    const [, webinar] = await tab('ondemand');
    const path = `/${webinar!.id}/recording/progress`;
    const { durationSeconds } = (await get(`/${webinar!.id}/recording`, ONA)).body;
    expect((await (await put(path, { positionSeconds: 80_000, milestone: 100 }, ONA)).json()).positionSeconds).toBe(durationSeconds);
    expect((await put(path, { positionSeconds: -3, milestone: 0 }, ONA)).status).toBe(400);
    expect((await put(path, { positionSeconds: 3, milestone: 33 }, ONA)).status).toBe(400);
    const visitor = await put(path, { positionSeconds: 3, milestone: 0 });
    expect(visitor.status).toBe(401);
    expect((await get(path)).status).toBe(401);
    const [upcoming] = await tab('upcoming');
    expect((await put(`/${upcoming!.id}/recording/progress`, { positionSeconds: 3, milestone: 0 }, ONA)).status).toBe(404);
  });
});

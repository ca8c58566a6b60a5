// Webinar registration and related webinars over real HTTP against PostgreSQL seeded with the
// small corpus (webinars relative to now): only the caller's own registrations, the spec's
// registration result, and the rules for ended and paid webinars.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webinar as corpusWebinar, webinarCount } from '@portal/corpus';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { getJson, request } from '../../testing/http.js';
import { startRealUpstream, type RealUpstream } from '../../testing/realUpstream.js';
import { signedAs } from '../../testing/signedCaller.js';

let upstream: RealUpstream;
beforeAll(async () => {
  upstream = await startRealUpstream('webinar_registration');
});
afterAll(async () => {
  await upstream?.close();
});

const BASE = '/webinar-service/api/v1/webinar';
const CLIENT = await signedAs('usr-client-0002');
const EMPLOYEE = await signedAs('usr-employee-0001');
const GUEST = await signedAs('usr-guest-0001');
const all = Array.from({ length: webinarCount(TEST_CORPUS) }, (_, i) => corpusWebinar(TEST_CORPUS, i, new Date()));
const upcoming = all.filter((w) => Date.parse(w.endDate) > Date.now() + 60_000);
const freeUpcoming = upcoming.find((w) => w.price === 0)!;
const paidUpcoming = upcoming.find((w) => w.price > 0)!;
const ended = all.find((w) => Date.parse(w.endDate) < Date.now())!;

const registerAs = (headers: Record<string, string>, id: string) => request(`${upstream.url}${BASE}/${id}/registration`, { method: 'POST', headers });

describe('POST /webinar-service/api/v1/webinar/{id}/registration', () => {
  it('registers the caller once: 201 with the registration result, then 200 with the same one', async () => {
    const first = await registerAs(CLIENT, freeUpcoming.id);
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({ webinarId: freeUpcoming.id, eventCode: `EVT-${freeUpcoming.id.slice(3)}`, userEmail: 'robin@meridian.example' });
    expect(first.body.passcode).toMatch(/^\d{8}$/);
    const again = await registerAs(CLIENT, freeUpcoming.id);
    expect(again.status).toBe(200);
    expect(again.body.passcode).toBe(first.body.passcode);
  });

  it('lists only the caller’s own registrations', async () => {
    await registerAs(EMPLOYEE, paidUpcoming.id);
    const mine = await getJson(`${upstream.url}${BASE}/registrations?ids=${freeUpcoming.id},${paidUpcoming.id}`, CLIENT);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((r: { webinarId: string }) => r.webinarId)).toEqual([freeUpcoming.id]);
    const theirs = await getJson(`${upstream.url}${BASE}/registrations?ids=${freeUpcoming.id},${paidUpcoming.id}`, EMPLOYEE);
    expect(theirs.body.items.map((r: { webinarId: string }) => r.webinarId)).toEqual([paidUpcoming.id]);
  });

  it('refuses a caller without a user, an ended webinar, a guest on a paid one and an unknown id', async () => {
    expect((await registerAs({}, freeUpcoming.id)).status).toBe(401);
    expect((await getJson(`${upstream.url}${BASE}/registrations?ids=${freeUpcoming.id}`)).status).toBe(401);
    const late = await registerAs(CLIENT, ended.id);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Registration has closed: this webinar has ended');
    const guest = await registerAs(GUEST, paidUpcoming.id);
    expect(guest.status).toBe(403);
    expect(guest.body.message).toBe('This webinar is for subscribers: a guest account cannot register for it');
    expect((await registerAs(GUEST, freeUpcoming.id)).status).toBe(201);
    expect((await registerAs(CLIENT, 'WEB999999')).status).toBe(404);
    expect((await registerAs(CLIENT, 'RES100001')).status).toBe(400);
  });
});

describe('GET /webinar-service/api/v1/webinar/{id}/related', () => {
  it('splits the same kind on the same function into upcoming and on demand, itself left out', async () => {
    const res = await getJson(`${upstream.url}${BASE}/${freeUpcoming.id}/related?size=3`);
    expect(res.status).toBe(200);
    const sameFunction = all.filter((w) => w.id !== freeUpcoming.id && w.webinarType === freeUpcoming.webinarType && w.functionSlug === freeUpcoming.functionSlug);
    const expectedUpcoming = sameFunction.filter((w) => Date.parse(w.endDate) > Date.now()).sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
    const expectedOndemand = sameFunction.filter((w) => Date.parse(w.endDate) <= Date.now()).sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id.localeCompare(a.id));
    expect(res.body.upcoming.map((w: { id: string }) => w.id)).toEqual(expectedUpcoming.slice(0, 3).map((w) => w.id));
    expect(res.body.ondemand.map((w: { id: string }) => w.id)).toEqual(expectedOndemand.slice(0, 3).map((w) => w.id));
    expect((await getJson(`${upstream.url}${BASE}/${freeUpcoming.id}/related?size=13`)).status).toBe(400);
  });
});

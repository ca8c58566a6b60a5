// user-service last-viewed against PostgreSQL over HTTP: a view is recorded for the caller only,
// read back only by the caller, and a userId naming anyone else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/http.js';
import { DEMO_USERS } from '../auth/demoUsers.js';
import { recordView } from './lastViewedStore.js';
import { signedAs } from '../../testing/signedCaller.js';
import { startSeededApp, type SeededApp } from '../../testing/seededApp.js';

const A = DEMO_USERS.find((u) => u.userType === 'employee')!;
const B = DEMO_USERS.find((u) => u.userType === 'client')!;
const as = (user: { id: string }) => signedAs(user.id);
const PATH = '/user-service/api/v1/user/last-viewed';

let app: SeededApp;

beforeAll(async () => {
  app = await startSeededApp('lastviewed');
}, 60_000);

afterAll(() => app?.close());

const read = async (user: { id: string }, ids: string, caller = user) =>
  getJson(`${app.baseUrl}${PATH}?userId=${encodeURIComponent(user.id)}&contentIds=${ids}`, await as(caller));

describe('last-viewed', () => {
  it('needs a signed-in caller', async () => {
    expect((await getJson(`${app.baseUrl}${PATH}?userId=${A.id}&contentIds=RES1`)).status).toBe(401);
    expect((await postJson(`${app.baseUrl}${PATH}`, { contentId: 'RES1' })).status).toBe(401);
  });

  it("refuses to read another user's history", async () => {
    const res = await read(B, 'RES1', A);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('userId must be the signed-in user');
  });

  it('records a view and answers it only to the viewer, for the ids asked', async () => {
    const before = Date.now();
    expect((await postJson(`${app.baseUrl}${PATH}`, { contentId: 'RES100001' }, await as(A))).status).toBe(204);
    expect((await postJson(`${app.baseUrl}${PATH}`, { contentId: 'RES100002' }, await as(A))).status).toBe(204);

    const mine = await read(A, 'RES100001,RES100003');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toMatch(/no-store/);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0].contentId).toBe('RES100001');
    expect(Date.parse(mine.body[0].dtaccessdate)).toBeGreaterThanOrEqual(before - 1000);

    expect((await read(B, 'RES100001,RES100002')).body).toEqual([]);
  });

  it('moves the date forward on a later view', async () => {
    await recordView(app.handle.db, A.id, 'RES100004', new Date('2024-01-02T00:00:00Z'));
    expect((await read(A, 'RES100004')).body).toEqual([{ contentId: 'RES100004', dtaccessdate: '2024-01-02T00:00:00.000Z' }]);
    await postJson(`${app.baseUrl}${PATH}`, { contentId: 'RES100004' }, await as(A));
    expect(Date.parse((await read(A, 'RES100004')).body[0].dtaccessdate)).toBeGreaterThan(Date.parse('2025-01-01'));
  });

  it('rejects malformed input', async () => {
    expect((await postJson(`${app.baseUrl}${PATH}`, {}, await as(A))).status).toBe(400);
    expect((await read(A, 'RES1,../x')).status).toBe(400);
  });

  it("answers the caller's latest views newest first, at most size, and only the caller's", async () => {
    await recordView(app.handle.db, B.id, 'RES100011', new Date('2025-03-01T00:00:00Z'));
    await recordView(app.handle.db, B.id, 'RES100012', new Date('2025-03-03T00:00:00Z'));
    await recordView(app.handle.db, B.id, 'RES100013', new Date('2025-03-02T00:00:00Z'));
    const recent = (user: { id: string }, size: string, caller = user) =>
      as(caller).then((headers) => getJson(`${app.baseUrl}${PATH}/recent?userId=${encodeURIComponent(user.id)}&size=${size}`, headers));

    const latest = await recent(B, '2');
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toMatch(/no-store/);
    expect(latest.body).toEqual([
      { contentId: 'RES100012', dtaccessdate: '2025-03-03T00:00:00.000Z' },
      { contentId: 'RES100013', dtaccessdate: '2025-03-02T00:00:00.000Z' },
    ]);
    expect((await recent(B, '2', A)).status).toBe(403);
    expect((await recent(B, '0')).status).toBe(400);
  });
});

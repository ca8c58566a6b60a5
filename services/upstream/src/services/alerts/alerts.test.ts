// alerts-service over real HTTP against PostgreSQL: following analysts and topics, the caller's
// own list, unfollowing only one's own alerts, the 1000-analyst limit, and who may ask.
import { analysts } from '@portal/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { callJson } from '../../testing/http.js';
import { ANALYST_LIMIT_MESSAGE, MAX_ANALYST_FOLLOWS } from './alertRequests.js';
import { ALERTS_SERVICE_PATH, SIGN_IN_REQUIRED_MESSAGE } from './alertsRouter.js';
import { webAlerts } from './db/schema.js';
import { signedAs } from '../../testing/signedCaller.js';
import { startSeededApp, type SeededApp } from '../../testing/seededApp.js';

const ALERTS = `${ALERTS_SERVICE_PATH}/alerts`;
const TOPICS = `${ALERTS_SERVICE_PATH}/topics`;
const roster = analysts(TEST_CORPUS.seed);
const [first, second, third] = roster.filter((a) => a.active).map((a) => a.contentId);
const inactive = roster.find((a) => !a.active)!.contentId;

let app: SeededApp;
let userSeq = 0;
/** A fresh user per test, so tests never see each other's follows. */
const newUserId = () => `usr-alerts-${++userSeq}`;
const newUser = () => signedAs(newUserId());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) => callJson(`${app.baseUrl}${path}`, method, headers, body);
const follow = (user: Record<string, string>, ...ids: string[]) => call('POST', ALERTS, user, ids.map((analystId) => ({ analystId })));
const list = (user: Record<string, string>) => call('GET', ALERTS, user);

beforeAll(async () => {
  app = await startSeededApp('alerts', { CORPUS_SEED: String(TEST_CORPUS.seed), CORPUS_SIZE: String(TEST_CORPUS.size), SEED_DEMO_USERS: 'false' });
}, 60_000);

afterAll(() => app?.close());

describe('following analysts', () => {
  it('answers 201 with the created alerts, lists them, and is idempotent', async () => {
    const user = await newUser();
    const created = await follow(user, first, second);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toEqual([
      { alertId: expect.stringMatching(/^[0-9a-f-]{36}$/), analystId: first },
      { alertId: expect.stringMatching(/^[0-9a-f-]{36}$/), analystId: second },
    ]);

    const again = await follow(user, first);
    expect(again.status).toBe(201);
    expect(again.body).toEqual([created.body[0]]);

    const listed = await list(user);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.body).toEqual(created.body);
  });

  it('refuses an inactive analyst (400), an unknown one (404) and a malformed id (400), following none of the batch', async () => {
    const user = await newUser();
    const cases = [
      [inactive, 400, `Analyst ${inactive} is inactive and cannot be followed`],
      ['BIO99999', 404, 'Analyst BIO99999 not found'],
      ['RES100001', 400, 'Invalid content id: RES100001'],
    ] as const;
    for (const [id, status, message] of cases) {
      const res = await follow(user, first, id);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ status, error: status === 400 ? 'Bad Request' : 'Not Found', message });
    }
    expect((await list(user)).body).toEqual([]);
  });

  it.each([
    ['not an array', { analystId: 'BIO10001' }, 'Request body must be an array of { analystId }'],
    ['an empty array', [], 'At least one analyst is required'],
    ['an item without analystId', [{}], 'analystId is required'],
  ])('answers 400 for a body that is %s', async (_label, body, message) => {
    const res = await call('POST', ALERTS, await newUser(), body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it(`holds at most ${MAX_ANALYST_FOLLOWS} analysts: the next one is refused with a clear message`, async () => {
    const userId = newUserId();
    const user = await signedAs(userId);
    // The corpus has fewer analysts than the limit: fill the list directly, then ask over HTTP.
    await app.handle.db.insert(webAlerts).values(
      Array.from({ length: MAX_ANALYST_FOLLOWS - 1 }, (_, i) => ({ id: crypto.randomUUID(), userId, analystId: `BIO${90000 + i}` })),
    );
    expect((await follow(user, first)).status).toBe(201);
    const refused = await follow(user, second);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 400, error: 'Bad Request', message: ANALYST_LIMIT_MESSAGE });
    // Already followed is not "one more": still fine at the limit.
    expect((await follow(user, first)).status).toBe(201);
    expect((await list(user)).body).toHaveLength(MAX_ANALYST_FOLLOWS);
  });

  it('never lets two concurrent requests pass the limit together', async () => {
    const userId = newUserId();
    const user = await signedAs(userId);
    await app.handle.db.insert(webAlerts).values(
      Array.from({ length: MAX_ANALYST_FOLLOWS - 1 }, (_, i) => ({ id: crypto.randomUUID(), userId, analystId: `BIO${90000 + i}` })),
    );
    const statuses = (await Promise.all([follow(user, first), follow(user, second), follow(user, third)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 400, 400]);
    expect((await list(user)).body).toHaveLength(MAX_ANALYST_FOLLOWS);
  });
});

describe('following topics', () => {
  it('answers 201, keeps one alert per topic whatever its case, and lists topics with analysts', async () => {
    const user = await newUser();
    const created = await call('POST', TOPICS, user, [{ searchString: '  Customer Experience ' }, { searchString: 'customer experience' }]);
    expect(created.status).toBe(201);
    expect(created.body).toEqual([{ alertId: expect.any(String), searchString: 'Customer Experience' }]);
    const again = await call('POST', TOPICS, user, [{ searchString: 'CUSTOMER EXPERIENCE' }]);
    expect(again.body).toEqual(created.body);
    const analyst = await follow(user, first);
    expect((await list(user)).body).toEqual([...created.body, ...analyst.body]);
  });

  it('refuses an empty topic', async () => {
    const res = await call('POST', TOPICS, await newUser(), [{ searchString: '   ' }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('searchString must not be empty');
  });
});

describe('unfollowing', () => {
  it("deletes the caller's own alert with 204; then it is gone (404)", async () => {
    const user = await newUser();
    const [{ alertId }] = (await follow(user, first)).body;
    const topic = (await call('POST', TOPICS, user, [{ searchString: 'AI' }])).body[0];
    const res = await call('DELETE', `${ALERTS}/${alertId}`, user);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await call('DELETE', `${ALERTS}/${topic.alertId}`, user)).status).toBe(204);
    expect((await list(user)).body).toEqual([]);
    const gone = await call('DELETE', `${ALERTS}/${alertId}`, user);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(`Alert ${alertId} not found`);
  });

  it('answers 400 for a malformed alert id', async () => {
    const res = await call('DELETE', `${ALERTS}/1%20OR%201=1`, await newUser());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid alert id: 1 OR 1=1');
  });
});

describe('who may ask', () => {
  it("user A neither sees nor deletes user B's follows", async () => {
    const a = await newUser();
    const b = await newUser();
    const bFollows = (await follow(b, first, second)).body;
    await follow(a, third);
    expect((await list(a)).body.map((alert: { analystId: string }) => alert.analystId)).toEqual([third]);

    const stolen = await call('DELETE', `${ALERTS}/${bFollows[0].alertId}`, a);
    expect(stolen.status).toBe(404);
    expect((await list(b)).body).toEqual(bFollows);
  });

  it.each([
    ['GET', ALERTS, undefined],
    ['POST', ALERTS, [{ analystId: 'BIO10001' }]],
    ['POST', TOPICS, [{ searchString: 'AI' }]],
    ['DELETE', `${ALERTS}/00000000-0000-4000-8000-000000000000`, undefined],
  ])('%s %s without a signed user is 401', async (method, path, body) => {
    const before = await app.handle.db.$count(webAlerts);
    const res = await call(method, path, {}, body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, error: 'Unauthorized', message: SIGN_IN_REQUIRED_MESSAGE });
    expect(await app.handle.db.$count(webAlerts)).toBe(before);
  });
});

// An issuer's reprint tokens over real HTTP against PostgreSQL: listed newest first with their
// report's title and page, kind, times and status (never the token); withdrawn by id by their issuer
// only (another user's id answers 404 and changes nothing); a withdrawn token then opens nothing.
// Fox (reprint user) and Gil are the reprints demo users (demoUsers.ts), seeded in this test's own database.
import { eq } from 'drizzle-orm';
import { REPRINT_LINK_NOT_FOUND_MESSAGE, REPRINT_TOKEN_REVOKED_MESSAGE, SIGN_IN_TO_LIST_REPRINTS_MESSAGE } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { research } from '../../db/schema.js';
import { seedDatabase } from '../../db/seed.js';
import { seedDemoUsers } from '../auth/demoUsers.js';
import { RESEARCH_SERVICE_PATH } from '../research/researchRouter.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { callJson } from '../../testing/http.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';
import { REPRINTS_SERVICE_PATH } from './reprintsRouter.js';

let app: SeededApp;
type Headers = Record<string, string>;
let fox: Headers;
let gil: Headers;
const restricted: { id: string; title: string }[] = [];

const call = (method: string, path: string, headers: Headers, body?: unknown) => callJson(`${app.baseUrl}${path}`, method, headers, body);

beforeAll(async () => {
  app = await startMigratedApp('reprint-list', async (db) => {
    await seedDemoUsers(db);
    await seedDatabase(db, TEST_CORPUS);
  }, { userContextSecret: TEST_USER_CONTEXT_SECRET });
  fox = await signedAs('usr-employee-0191');
  gil = await signedAs('usr-client-0192');
  restricted.push(...(await app.handle.db.select({ id: research.id, title: research.title }).from(research).where(eq(research.access, 'restricted'))));
}, 60_000);

afterAll(() => app?.close());

describe("an issuer's reprint tokens", () => {
  it('are listed newest first, with title, page, kind, times and status, never the token; to no one else', async () => {
    const [a, b] = restricted as [{ id: string; title: string }, { id: string; title: string }];
    const first = (await call('POST', REPRINTS_SERVICE_PATH, fox, { contentId: a.id })).body;
    const second = (await call('POST', REPRINTS_SERVICE_PATH, fox, { contentId: b.id, kind: 'preview' })).body;
    const listed = await call('GET', REPRINTS_SERVICE_PATH, fox);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toMatch(/no-store/);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(listed.body.items[1]).toEqual({
      id: first.id,
      contentId: a.id,
      title: a.title,
      path: expect.stringMatching(new RegExp(`^/report/[^/]+/${a.id}$`)),
      kind: 'reprints',
      createdAt: expect.any(String),
      expiresAt: first.expiresAt,
      revokedAt: null,
      status: 'active',
    });
    expect(JSON.stringify(listed.body)).not.toContain(first.token);
    expect((await call('GET', REPRINTS_SERVICE_PATH, gil)).body).toEqual({ items: [] });
    expect((await call('GET', REPRINTS_SERVICE_PATH, {})).body).toMatchObject({ status: 401, message: SIGN_IN_TO_LIST_REPRINTS_MESSAGE });
  });

  it('are withdrawn by their issuer only: another user gets 404 and the token still opens the report', async () => {
    const [a] = restricted as [{ id: string }];
    const { id, token } = (await call('POST', REPRINTS_SERVICE_PATH, fox, { contentId: a.id })).body;
    const read = () => call('GET', `${RESEARCH_SERVICE_PATH}/research/${a.id}`, { ...gil, reprintstoken: token });
    expect((await call('DELETE', `${REPRINTS_SERVICE_PATH}/${id}`, gil)).body).toMatchObject({ status: 404, message: REPRINT_LINK_NOT_FOUND_MESSAGE });
    expect((await read()).status).toBe(200);
    expect((await call('DELETE', `${REPRINTS_SERVICE_PATH}/${id}`, fox)).status).toBe(204);
    expect((await read()).body).toMatchObject({ status: 403, message: REPRINT_TOKEN_REVOKED_MESSAGE });
    const listed = (await call('GET', REPRINTS_SERVICE_PATH, fox)).body.items.find((item: { id: string }) => item.id === id);
    expect(listed).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    // Again: still 204, nothing changes.
    expect((await call('DELETE', `${REPRINTS_SERVICE_PATH}/${id}`, fox)).status).toBe(204);
    expect((await call('DELETE', `${REPRINTS_SERVICE_PATH}/not-a-uuid`, fox)).status).toBe(400);
    expect((await call('DELETE', `${REPRINTS_SERVICE_PATH}/${id}`, {})).status).toBe(401);
  });
});

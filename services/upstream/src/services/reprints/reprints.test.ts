// Reprint and preview tokens over real HTTP against PostgreSQL: a reprint user (experience
// REPRINTS:SALES) issues a token for one restricted report; with it in the `reprintstoken` header
// (or `preview_token` for a preview) a visitor or a reader without a subscription reads that report,
// and no other, answered with isReprints; a forged, malformed, other report's, other kind's, expired
// or withdrawn token is refused with the message the page shows; only reprint users issue tokens,
// and only the token's hash is stored. Fox and Gil are inserted in this test's own database.
import { eq } from 'drizzle-orm';
import {
  REPRINT_ISSUE_NOT_ALLOWED_MESSAGE,
  REPRINT_TOKEN_EXPIRED_MESSAGE,
  REPRINT_TOKEN_INVALID_MESSAGE,
  REPRINT_TOKEN_PATTERN,
  REPRINT_TOKEN_REVOKED_MESSAGE,
  RESEARCH_NOT_ACCESSIBLE_MESSAGE,
  SIGN_IN_TO_ISSUE_REPRINT_MESSAGE,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphics, research } from '../../db/schema.js';
import { authUsers, userExperiences } from '../auth/db/schema.js';
import { RESEARCH_SERVICE_PATH } from '../research/researchRouter.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { callJson } from '../../testing/http.js';
import { signedAs } from '../../testing/signedCaller.js';
import { startSeededApp, type SeededApp } from '../../testing/seededApp.js';
import { reprintTokens } from './db/schema.js';
import { DEFAULT_REPRINT_SETTINGS } from './reprintSettings.js';
import { hashSecretToken } from '../../http/secretTokens.js';
import { checkReprintToken } from './reprintStore.js';
import { REPRINTS_SERVICE_PATH } from './reprintsRouter.js';

let app: SeededApp;
type Headers = Record<string, string>;
let fox: Headers;
let gil: Headers;
const restricted: string[] = [];

const call = (method: string, path: string, headers: Headers, body?: unknown) => callJson(`${app.baseUrl}${path}`, method, headers, body);
const issue = (user: Headers, contentId: string, kind?: 'reprints' | 'preview') => call('POST', REPRINTS_SERVICE_PATH, user, kind ? { contentId, kind } : { contentId });
const readReport = (user: Headers, id: string, tokenHeaders: Headers = {}) => call('GET', `${RESEARCH_SERVICE_PATH}/research/${id}`, { ...user, ...tokenHeaders });

beforeAll(async () => {
  app = await startSeededApp('reprints', { CORPUS_SEED: String(TEST_CORPUS.seed), CORPUS_SIZE: String(TEST_CORPUS.size), SEED_DEMO_USERS: 'false' });
  const user = { passwordHash: 'not-used', lastName: 'R', subscriptions: [] as string[] };
  await app.handle.db.insert(authUsers).values([
    { ...user, id: 'usr-employee-0191', email: 'fox@meridian.example', firstName: 'Fox', userType: 'employee', subscriptions: ['FD', 'FMI'] },
    { ...user, id: 'usr-client-0192', email: 'gil@meridian.example', firstName: 'Gil', userType: 'client' },
  ]);
  await app.handle.db.insert(userExperiences).values({ userId: 'usr-employee-0191', code: 'REPRINTS:SALES' });
  fox = await signedAs('usr-employee-0191');
  gil = await signedAs('usr-client-0192');
  const rows = await app.handle.db.select().from(research).where(eq(research.access, 'restricted'));
  restricted.push(...rows.map((row) => row.id));
  expect(restricted.length).toBeGreaterThanOrEqual(2);
}, 60_000);

afterAll(() => app?.close());

describe('a reprints token', () => {
  it('opens one restricted report, in reprints mode, for a visitor and for a reader without a subscription, and no other report', async () => {
    const [a, b] = restricted as [string, string];
    expect((await readReport(gil, a)).status).toBe(401);
    const issued = await issue(fox, a);
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ contentId: a, kind: 'reprints' });
    expect(issued.body.token).toMatch(REPRINT_TOKEN_PATTERN);
    expect(issued.body.path).toMatch(new RegExp(`^/report/[^/]+/${a}\\?reprintsToken=${issued.body.token}$`));
    const lasts = Date.parse(issued.body.expiresAt) - Date.now();
    expect(lasts).toBeGreaterThan(DEFAULT_REPRINT_SETTINGS.reprints.ttlSeconds * 1000 - 60_000);

    const token = { reprintstoken: issued.body.token };
    for (const reader of [gil, {}]) {
      const read = await readReport(reader, a, token);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ contentId: a, isReprints: true });
      expect(read.headers.get('cache-control')).toMatch(/no-store/);
    }
    expect((await readReport(gil, b, token)).body).toMatchObject({ status: 401, message: REPRINT_TOKEN_INVALID_MESSAGE });
    // Without the token nothing is left behind.
    expect((await readReport(gil, a)).body).toMatchObject({ status: 401, message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
  });

  it('is a preview token only when sent as one', async () => {
    const [a] = restricted as [string];
    const { token } = (await issue(fox, a, 'preview')).body;
    expect((await readReport({}, a, { preview_token: token })).body).toMatchObject({ contentId: a, isReprints: true });
    expect((await readReport({}, a, { reprintstoken: token })).body).toMatchObject({ status: 401, message: REPRINT_TOKEN_INVALID_MESSAGE });
  });

  it('refuses a forged or malformed token alike', async () => {
    const [a] = restricted as [string];
    for (const forged of ['A'.repeat(22), 'short', 'x'.repeat(300)]) {
      expect((await readReport(gil, a, { reprintstoken: forged })).body).toMatchObject({ status: 401, message: REPRINT_TOKEN_INVALID_MESSAGE });
    }
  });

  it('is refused once expired or withdrawn, with the message that says so', async () => {
    const [a] = restricted as [string];
    const expired = (await issue(fox, a)).body;
    const past = new Date(Date.now() - 1000);
    await app.handle.db.update(reprintTokens).set({ expiresAt: past }).where(eq(reprintTokens.id, expired.id));
    expect((await readReport(gil, a, { reprintstoken: expired.token })).body).toMatchObject({ status: 403, message: REPRINT_TOKEN_EXPIRED_MESSAGE });
    const withdrawn = (await issue(fox, a)).body;
    await app.handle.db.update(reprintTokens).set({ revokedAt: past }).where(eq(reprintTokens.id, withdrawn.id));
    expect((await readReport(gil, a, { reprintstoken: withdrawn.token })).body).toMatchObject({ status: 403, message: REPRINT_TOKEN_REVOKED_MESSAGE });
    // A reader entitled anyway still reads it as themselves, out of reprints mode.
    const own = await readReport(fox, a, { reprintstoken: expired.token });
    expect(own.status).toBe(200);
    expect(own.body.isReprints).toBeUndefined();
  });

  it('expires by the clock it is given (the store)', async () => {
    const [a] = restricted as [string];
    const { token } = (await issue(fox, a)).body;
    const later = new Date(Date.now() + (DEFAULT_REPRINT_SETTINGS.reprints.ttlSeconds + 1) * 1000);
    expect(await checkReprintToken(app.handle.db, token, 'reprints', a, later)).toEqual({ kind: 'expired' });
    expect((await checkReprintToken(app.handle.db, token, 'reprints', a, new Date())).kind).toBe('granted');
  });

  it('stores only the hash of the token', async () => {
    const [a] = restricted as [string];
    const { id, token } = (await issue(fox, a)).body;
    const [row] = await app.handle.db.select().from(reprintTokens).where(eq(reprintTokens.id, id));
    expect(row!.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describe("a token and the report's figures", () => {
  it('opens the figures of the report it opens, never stored, and of no other report', async () => {
    const rows = await app.handle.db.select({ id: graphics.id, reportId: graphics.reportId }).from(graphics).innerJoin(research, eq(research.id, graphics.reportId)).where(eq(research.access, 'restricted'));
    const a = rows[0]!;
    const other = rows.find((row) => row.reportId !== a.reportId)!;
    expect(other).toBeDefined();
    const { token } = (await issue(fox, a.reportId)).body;
    const path = `${RESEARCH_SERVICE_PATH}/graphics?ids=${a.id},${other.id}`;
    expect(Object.keys((await call('GET', path, gil)).body.items)).toEqual([]);
    const read = await call('GET', path, { ...gil, reprintstoken: token });
    expect(Object.keys(read.body.items)).toEqual([a.id]);
    expect(read.headers.get('cache-control')).toMatch(/no-store/);
  });
});

describe('who may issue one', () => {
  it('refuses a visitor (401) and a signed-in reader without a reprint experience (403), and a malformed report id (400)', async () => {
    const [a] = restricted as [string];
    expect((await issue({}, a)).body).toMatchObject({ status: 401, message: SIGN_IN_TO_ISSUE_REPRINT_MESSAGE });
    expect((await issue(gil, a)).body).toMatchObject({ status: 403, message: REPRINT_ISSUE_NOT_ALLOWED_MESSAGE });
    expect((await issue(fox, 'NOPE')).status).toBe(400);
    expect((await issue(fox, 'RES999999999')).status).toBe(404);
  });
});

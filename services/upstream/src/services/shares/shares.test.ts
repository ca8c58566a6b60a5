// shares-service over real HTTP against PostgreSQL: a subscriber's ticket opens one restricted report
// for a reader without a subscription (research-service honours the courtesy view), for that report
// only and until the view ends or the ticket is revoked; tickets expire, are used up, are never
// listed back, and another user can neither list nor revoke them. The store's clock is injected
// (redeemTicket's `now`), so expiry is tested without waiting.
import { and, eq } from 'drizzle-orm';
import {
  COURTESY_VIEW_ENDED_MESSAGE,
  RESEARCH_NOT_ACCESSIBLE_MESSAGE,
  SHARE_NOT_ALLOWED_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
  SHARE_TICKET_EXPIRED_MESSAGE,
  SHARE_TICKET_INVALID_MESSAGE,
  SHARE_TICKET_MAX_READERS,
  SHARE_TICKET_PATTERN,
  SHARE_TICKET_REVOKED_MESSAGE,
  SHARE_TICKET_USED_UP_MESSAGE,
  SIGN_IN_TO_SHARE_MESSAGE,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { research } from '../../db/schema.js';
import { authUsers } from '../auth/db/schema.js';
import { RESEARCH_SERVICE_PATH } from '../research/researchRouter.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { callJson } from '../../testing/http.js';
import { signedAs } from '../../testing/signedCaller.js';
import { startSeededApp, type SeededApp } from '../../testing/seededApp.js';
import { courtesyGrants, researchShares } from './db/schema.js';
import { DEFAULT_SHARE_SETTINGS } from './shareSettings.js';
import { redeemTicket } from './shareStore.js';
import { SHARES_SERVICE_PATH } from './sharesRouter.js';
import { hashSecretToken } from '../../http/secretTokens.js';

let app: SeededApp;
let seq = 0;
type Headers = Record<string, string>;
const restricted: { fd: string[] } = { fd: [] };

async function newUser(subscriptions: string[]): Promise<{ id: string; headers: Headers }> {
  const id = `usr-share-${++seq}`;
  await app.handle.db.insert(authUsers).values({ id, email: `${id}@share.example`, passwordHash: 'not-used', firstName: 'S', lastName: 'R', userType: 'client', subscriptions });
  return { id, headers: await signedAs(id) };
}
const call = (method: string, path: string, headers: Headers, body?: unknown) => callJson(`${app.baseUrl}${path}`, method, headers, body);
const create = (user: Headers, contentId: string) => call('POST', SHARES_SERVICE_PATH, user, { contentId });
const redeem = (user: Headers, ticket: string, contentId?: string) => call('POST', `${SHARES_SERVICE_PATH}/redeem/${ticket}`, user, contentId ? { contentId } : {});
const readReport = (user: Headers, id: string) => call('GET', `${RESEARCH_SERVICE_PATH}/research/${id}`, user);

beforeAll(async () => {
  app = await startSeededApp('shares', { CORPUS_SEED: String(TEST_CORPUS.seed), CORPUS_SIZE: String(TEST_CORPUS.size), SEED_DEMO_USERS: 'false' });
  const rows = await app.handle.db.select().from(research).where(eq(research.access, 'restricted'));
  restricted.fd = rows.filter((row) => row.products.includes('FD')).map((row) => row.id);
  expect(restricted.fd.length).toBeGreaterThanOrEqual(2);
}, 60_000);

afterAll(() => app?.close());

describe('a share ticket', () => {
  it('opens one restricted report for a reader without a subscription, and no other', async () => {
    const [a, b] = restricted.fd as [string, string];
    const sharer = await newUser(['FD']);
    const reader = await newUser([]);
    expect((await readReport(reader.headers, a)).status).toBe(401);

    const created = await create(sharer.headers, a);
    expect(created.status).toBe(201);
    expect(created.body.ticket).toMatch(SHARE_TICKET_PATTERN);
    expect(created.body.sharePath).toBe(`/researchshare/${a}/${created.body.ticket}`);
    expect(created.body.share).toMatchObject({ contentId: a, status: 'active', readers: 0, revokedAt: null });

    const redeemed = await redeem(reader.headers, created.body.ticket, a);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ contentId: a, shareId: created.body.share.id });
    const lasts = Date.parse(redeemed.body.courtesyView.expiresAt) - Date.parse(redeemed.body.courtesyView.grantedAt);
    expect(lasts).toBe(DEFAULT_SHARE_SETTINGS.courtesySeconds * 1000);

    expect((await readReport(reader.headers, a)).status).toBe(200);
    expect((await readReport(reader.headers, b)).body).toMatchObject({ status: 401, message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });

    // Opening the link again neither extends nor adds a reader.
    const again = await redeem(reader.headers, created.body.ticket);
    expect(again.body.courtesyView).toEqual(redeemed.body.courtesyView);
    const access = await call('GET', `${SHARES_SERVICE_PATH}/access?ids=${a},${b}`, reader.headers);
    expect(access.body.items).toEqual([
      { contentId: a, shareAccess: false, courtesyView: redeemed.body.courtesyView },
      { contentId: b, shareAccess: false, courtesyView: null },
    ]);
    const own = await call('GET', `${SHARES_SERVICE_PATH}/access?ids=${a}`, sharer.headers);
    expect(own.body.items).toEqual([{ contentId: a, shareAccess: true, courtesyView: null }]);
  });

  it('refuses a ticket for another report than the link names, and a forged or malformed one, alike', async () => {
    const [a, b] = restricted.fd as [string, string];
    const sharer = await newUser(['FD']);
    const reader = await newUser([]);
    const { ticket } = (await create(sharer.headers, a)).body;
    const forged = 'A'.repeat(22);
    for (const response of [await redeem(reader.headers, ticket, b), await redeem(reader.headers, forged), await redeem(reader.headers, 'short')]) {
      expect(response.body).toMatchObject({ status: response.status, message: SHARE_TICKET_INVALID_MESSAGE });
      expect([400, 404]).toContain(response.status);
    }
    expect((await readReport(reader.headers, a)).status).toBe(401);
  });

  it('stores only the hash of the ticket and never lists it back', async () => {
    const sharer = await newUser(['FD']);
    const { ticket, share } = (await create(sharer.headers, restricted.fd[0]!)).body;
    const [row] = await app.handle.db.select().from(researchShares).where(eq(researchShares.id, share.id));
    expect(row!.ticketHash).toBe(hashSecretToken(ticket));
    expect(JSON.stringify(row)).not.toContain(ticket);
    const listed = await call('GET', SHARES_SERVICE_PATH, sharer.headers);
    expect(listed.body.items).toEqual([share]);
    expect(JSON.stringify(listed.body)).not.toContain(ticket);
  });

  it('stops opening the report when its courtesy view ends, and cannot be redeemed after the ticket expires', async () => {
    const [a] = restricted.fd as [string];
    const sharer = await newUser(['FD']);
    const early = await newUser([]);
    const late = await newUser([]);
    const { ticket, share } = (await create(sharer.headers, a)).body;
    expect((await redeem(early.headers, ticket)).status).toBe(200);
    const db = app.handle.db;
    const past = new Date(Date.now() - 1000);
    await db.update(courtesyGrants).set({ expiresAt: past }).where(and(eq(courtesyGrants.shareId, share.id), eq(courtesyGrants.userId, early.id)));
    expect((await readReport(early.headers, a)).status).toBe(401);
    expect((await redeem(early.headers, ticket)).body).toMatchObject({ status: 410, message: COURTESY_VIEW_ENDED_MESSAGE });

    await db.update(researchShares).set({ expiresAt: past }).where(eq(researchShares.id, share.id));
    expect((await redeem(late.headers, ticket)).body).toMatchObject({ status: 410, message: SHARE_TICKET_EXPIRED_MESSAGE });
    expect((await call('GET', SHARES_SERVICE_PATH, sharer.headers)).body.items[0]).toMatchObject({ id: share.id, status: 'expired', readers: 1 });
  });

  it('expires by the clock it is given (the store)', async () => {
    const sharer = await newUser(['FD']);
    const reader = await newUser([]);
    const { ticket } = (await create(sharer.headers, restricted.fd[0]!)).body;
    const later = new Date(Date.now() + (DEFAULT_SHARE_SETTINGS.ticketTtlSeconds + 1) * 1000);
    expect(await redeemTicket(app.handle.db, reader.id, ticket, undefined, DEFAULT_SHARE_SETTINGS, later)).toEqual({ kind: 'expired' });
    expect((await redeemTicket(app.handle.db, reader.id, ticket, undefined, DEFAULT_SHARE_SETTINGS, new Date())).kind).toBe('granted');
  });

  it('lets in at most the readers it allows', async () => {
    const sharer = await newUser(['FD']);
    const { ticket } = (await create(sharer.headers, restricted.fd[1]!)).body;
    for (let i = 0; i < SHARE_TICKET_MAX_READERS; i++) expect((await redeem((await newUser([])).headers, ticket)).status).toBe(200);
    expect((await redeem((await newUser([])).headers, ticket)).body).toMatchObject({ status: 410, message: SHARE_TICKET_USED_UP_MESSAGE });
  });
});

describe('revoking', () => {
  it('ends the courtesy views at once and refuses the ticket; only its creator may, others get 404', async () => {
    const [a] = restricted.fd as [string];
    const sharer = await newUser(['FD']);
    const reader = await newUser([]);
    const intruder = await newUser(['FD']);
    const { ticket, share } = (await create(sharer.headers, a)).body;
    await redeem(reader.headers, ticket);
    expect((await readReport(reader.headers, a)).status).toBe(200);

    expect((await call('DELETE', `${SHARES_SERVICE_PATH}/${share.id}`, intruder.headers)).body).toMatchObject({ status: 404, message: SHARE_NOT_FOUND_MESSAGE });
    expect((await call('GET', SHARES_SERVICE_PATH, intruder.headers)).body.items).toEqual([]);
    expect((await readReport(reader.headers, a)).status).toBe(200);

    expect((await call('DELETE', `${SHARES_SERVICE_PATH}/${share.id}`, sharer.headers)).status).toBe(204);
    expect((await readReport(reader.headers, a)).status).toBe(401);
    expect((await redeem(reader.headers, ticket)).body).toMatchObject({ status: 410, message: SHARE_TICKET_REVOKED_MESSAGE });
    expect((await call('GET', SHARES_SERVICE_PATH, sharer.headers)).body.items[0]).toMatchObject({ id: share.id, status: 'revoked' });
  });
});

describe('who may share', () => {
  it('refuses a visitor on every route, and a reader whose only access is a courtesy view', async () => {
    const [a] = restricted.fd as [string];
    for (const [method, path, body] of [
      ['GET', SHARES_SERVICE_PATH],
      ['POST', SHARES_SERVICE_PATH, { contentId: a }],
      ['POST', `${SHARES_SERVICE_PATH}/redeem/${'B'.repeat(22)}`, {}],
      ['GET', `${SHARES_SERVICE_PATH}/access?ids=${a}`],
      ['DELETE', `${SHARES_SERVICE_PATH}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      expect((await call(method, path, {}, body)).body, `${method} ${path}`).toMatchObject({ status: 401, message: SIGN_IN_TO_SHARE_MESSAGE });
    }
    const sharer = await newUser(['FD']);
    const reader = await newUser([]);
    await redeem(reader.headers, (await create(sharer.headers, a)).body.ticket);
    expect((await create(reader.headers, a)).body).toMatchObject({ status: 403, message: SHARE_NOT_ALLOWED_MESSAGE });
    expect((await create(reader.headers, 'NOPE')).status).toBe(400);
  });
});

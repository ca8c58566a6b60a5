// feedback-service over real HTTP against PostgreSQL: the signed-in caller's Net Promoter Score
// answer is stored, a second answer within the period updates it and keeps the first as a
// revision, one after the period starts a new row; bad input and callers without a signed user
// are refused with nothing stored.
import { asc, eq } from 'drizzle-orm';
import { NPS_COMMENT_MAX_LENGTH, NPS_COMMENT_TOO_LONG_MESSAGE, NPS_SCORE_MESSAGE } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from '../../testing/http.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';
import { npsAnswerRevisions, npsAnswers } from './db/schema.js';
import { NPS_SIGN_IN_MESSAGE } from './feedbackRouter.js';

const NPS = '/feedback-service/api/v1/nps';
const DAY_MS = 24 * 60 * 60 * 1000;

let app: SeededApp;
const ROBIN = await signedAs('usr-client-0002');
const SAM = await signedAs('usr-client-0003');
const call = (method: string, headers: Record<string, string> = {}, body?: unknown) => callJson(`${app.baseUrl}${NPS}`, method, headers, body);
const rowsOf = (userId: string) => app.handle.db.select().from(npsAnswers).where(eq(npsAnswers.userId, userId)).orderBy(asc(npsAnswers.id));
const revisionsOf = (answerId: number) =>
  app.handle.db.select().from(npsAnswerRevisions).where(eq(npsAnswerRevisions.answerId, answerId)).orderBy(asc(npsAnswerRevisions.revision));

beforeAll(async () => {
  app = await startMigratedApp('feedback', async () => {}, { userContextSecret: TEST_USER_CONTEXT_SECRET });
}, 60_000);
afterAll(() => app?.close());

describe('the Net Promoter Score answer', () => {
  it('has none before the first answer, and is never cached', async () => {
    const read = await call('GET', SAM);
    expect(read).toMatchObject({ status: 200, body: { answer: null } });
    expect(read.headers.get('cache-control')).toBe('no-store');
  });

  it("stores the caller's score and comment and answers it with its period", async () => {
    const created = await call('POST', ROBIN, { score: 9, comment: 'Clear, well-sourced reports.' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      score: 9,
      comment: 'Clear, well-sourced reports.',
      answeredAt: expect.any(String),
      updatedAt: created.body.answeredAt,
      revision: 1,
      periodEndsAt: new Date(Date.parse(created.body.answeredAt) + 90 * DAY_MS).toISOString(),
    });
    expect((await call('GET', ROBIN)).body).toEqual({ answer: created.body });
    expect(await rowsOf('usr-client-0002')).toEqual([expect.objectContaining({ userId: 'usr-client-0002', score: 9, comment: 'Clear, well-sourced reports.', revision: 1 })]);
    // Another reader's answer is their own.
    expect((await call('GET', SAM)).body).toEqual({ answer: null });
  });

  it('updates the answer within the period, keeping what it replaced', async () => {
    const [first] = await rowsOf('usr-client-0002');
    const updated = await call('POST', ROBIN, { score: 6, comment: '   ' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ score: 6, comment: null, revision: 2, answeredAt: first!.answeredAt.toISOString() });
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(first!.updatedAt.getTime());

    const again = await call('POST', ROBIN, { score: 7 });
    expect(again).toMatchObject({ status: 200, body: { score: 7, comment: null, revision: 3 } });

    const rows = await rowsOf('usr-client-0002');
    expect(rows).toEqual([expect.objectContaining({ id: first!.id, score: 7, comment: null, revision: 3 })]);
    expect(await revisionsOf(first!.id)).toEqual([
      expect.objectContaining({ revision: 1, score: 9, comment: 'Clear, well-sourced reports.', givenAt: first!.updatedAt }),
      expect.objectContaining({ revision: 2, score: 6, comment: null, givenAt: new Date(updated.body.updatedAt) }),
    ]);
  });

  it('starts a new period once the last one is over; the old answer stays as it was', async () => {
    const [old] = await rowsOf('usr-client-0002');
    const longAgo = new Date(Date.now() - 91 * DAY_MS);
    await app.handle.db.update(npsAnswers).set({ answeredAt: longAgo, updatedAt: longAgo }).where(eq(npsAnswers.id, old!.id));
    expect((await call('GET', ROBIN)).body).toEqual({ answer: null });

    const next = await call('POST', ROBIN, { score: 10 });
    expect(next).toMatchObject({ status: 201, body: { score: 10, revision: 1 } });
    const rows = await rowsOf('usr-client-0002');
    expect(rows.map((row) => [row.score, row.revision])).toEqual([
      [7, 3],
      [10, 1],
    ]);
    expect(await revisionsOf(old!.id)).toHaveLength(2);
  });

  it('counts each reader once even when two answers arrive at once', async () => {
    const answers = await Promise.all([3, 4, 5, 6].map((score) => call('POST', SAM, { score })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    const rows = await rowsOf('usr-client-0003');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revision).toBe(4);
    expect(await revisionsOf(rows[0]!.id)).toHaveLength(3);
  });

  it.each([
    ['a score above 10', { score: 11 }, NPS_SCORE_MESSAGE],
    ['a negative score', { score: -1 }, NPS_SCORE_MESSAGE],
    ['a fractional score', { score: 7.5 }, NPS_SCORE_MESSAGE],
    ['a score as text', { score: '9' }, NPS_SCORE_MESSAGE],
    ['no score', { comment: 'No number' }, NPS_SCORE_MESSAGE],
    ['a comment over the limit', { score: 8, comment: 'x'.repeat(NPS_COMMENT_MAX_LENGTH + 1) }, NPS_COMMENT_TOO_LONG_MESSAGE],
  ])('refuses %s with its message and stores nothing', async (_label, body, message) => {
    const before = await rowsOf('usr-client-0002');
    expect(await call('POST', ROBIN, body)).toMatchObject({ status: 400, body: { error: 'Bad Request', message } });
    expect(await rowsOf('usr-client-0002')).toEqual(before);
  });

  it('refuses a caller without a signed user, whatever the headers claim', async () => {
    const before = await rowsOf('usr-client-0002');
    for (const headers of [{}, { 'x-unregistered-user-id': 'visitor-1' }, await signedAs('usr-client-0002', { secret: 'another-secret-0123456789-abcdefgh' })]) {
      expect(await call('POST', headers, { score: 0 })).toMatchObject({ status: 401, body: { message: NPS_SIGN_IN_MESSAGE } });
      expect((await call('GET', headers)).status).toBe(401);
    }
    expect(await rowsOf('usr-client-0002')).toEqual(before);
  });
});

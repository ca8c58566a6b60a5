import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NPS_COMMENT_MAX_LENGTH, NPS_COMMENT_TOO_LONG_MESSAGE, NPS_SCORE_MESSAGE } from '@portal/domain';
import { DEMO_USERS, startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { createAccountContext } from '../context.js';
import { buildAccountSubgraph } from '../schema.js';

const A = DEMO_USERS.find((u) => u.userType === 'employee')!;
const B = DEMO_USERS.find((u) => u.userType === 'client')!;

const READ = '{ viewer { id netPromoterScore { score comment revision answeredAt updatedAt periodEndsAt } } }';
const SUBMIT = 'mutation($input: NetPromoterScoreInput!) { submitNetPromoterScore(input: $input) { score comment revision answeredAt periodEndsAt } }';

describe('the Net Promoter Score survey over the real upstream', () => {
  let upstream: RealUpstream;
  let graph: TestSubgraph;
  let stop: () => Promise<void>;
  const as = (user: { id: string }) => ({ user: { id: user.id } });

  beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('account_nps_test'), { build: buildAccountSubgraph, contextFactory: createAccountContext })); }, 60_000);
  afterAll(() => stop?.());

  it('has no answer before the first', async () => {
    expect(await graph.query(READ, {}, as(A))).toEqual({ data: { viewer: { id: A.id, netPromoterScore: null } } });
  });

  it("stores the reader's score and comment; a second answer updates the first", async () => {
    const first = await graph.query(SUBMIT, { input: { score: 8, comment: 'Useful briefings.' } }, as(A));
    expect(first.errors).toBeUndefined();
    expect(first.data.submitNetPromoterScore).toMatchObject({ score: 8, comment: 'Useful briefings.', revision: 1 });
    const second = await graph.query(SUBMIT, { input: { score: 10, comment: null } }, as(A));
    expect(second.data.submitNetPromoterScore).toEqual({ ...first.data.submitNetPromoterScore, score: 10, comment: null, revision: 2 });
    const { data } = await graph.query(READ, {}, as(A));
    expect(data.viewer.netPromoterScore).toMatchObject({ score: 10, comment: null, revision: 2, answeredAt: first.data.submitNetPromoterScore.answeredAt });
    // B's is B's own.
    expect((await graph.query(READ, {}, as(B))).data.viewer.netPromoterScore).toBeNull();
  });

  it('is never cached: each read asks the service again', async () => {
    await graph.query(READ, {}, as(A));
    const before = await upstream.requestCount();
    await graph.query(READ, {}, as(A));
    // Session verify (the viewer) and the answer.
    expect((await upstream.requestCount()) - before).toBe(2);
  });

  it.each([
    ['a score above 10', { score: 11 }, NPS_SCORE_MESSAGE],
    ['a negative score', { score: -3 }, NPS_SCORE_MESSAGE],
    ['a comment over the limit', { score: 5, comment: 'x'.repeat(NPS_COMMENT_MAX_LENGTH + 1) }, NPS_COMMENT_TOO_LONG_MESSAGE],
  ])('refuses %s with the form\'s message, before any REST call', async (_label, input, message) => {
    const before = await upstream.requestCount();
    const { errors } = await graph.query(SUBMIT, { input }, as(B));
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await upstream.requestCount()).toBe(before);
  });

  it("carries the service's refusal when only the service's count finds the comment too long", async () => {
    // 600 emoji: class-validator counts 600 characters, the form's rule (as the browser) 1,200 code units.
    const { errors } = await graph.query(SUBMIT, { input: { score: 5, comment: '😀'.repeat(600) } }, as(B));
    expect(errors?.[0]).toMatchObject({ message: NPS_COMMENT_TOO_LONG_MESSAGE, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect((await graph.query(READ, {}, as(B))).data.viewer.netPromoterScore).toBeNull();
  });

  it('refuses a logged-out visitor before any REST call', async () => {
    const before = await upstream.requestCount();
    const { errors } = await graph.query(SUBMIT, { input: { score: 0 } });
    expect(errors?.[0]).toMatchObject({ message: 'Log in to answer the survey', extensions: { code: 'UNAUTHORIZED', status: 401 } });
    expect(await upstream.requestCount()).toBe(before);
  });
});

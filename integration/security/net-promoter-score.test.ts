// Attacks on the Net Promoter Score survey (issue #9), sent straight to the gateway as a script
// would, over real HTTP between real processes: a score out of range, a score that is no integer,
// a comment over the limit or far over it are refused with the form's messages and nothing is
// stored; a visitor, even one who forges the headers upstream trusts, cannot answer for a
// signed-in reader or overwrite their answer; and a reader who answers again and again is still
// counted once. The employee answers here and nowhere else.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NPS_COMMENT_MAX_LENGTH, NPS_COMMENT_TOO_LONG_MESSAGE, NPS_SCORE_MESSAGE } from '@portal/domain';
import { signUserContext } from '@portal/domain/user-context';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from '../support/testStack.js';
import { gql, gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const stack = useSharedTestStack();
const EMPLOYEE = { id: 'usr-employee-0001', email: 'employee@meridian.example' };
let reader: CookieJar;

const ANSWER = 'score comment answeredAt revision';
const READ = `{ viewer { id netPromoterScore { ${ANSWER} } } }`;
const SUBMIT = `mutation ($input: NetPromoterScoreInput!) { submitNetPromoterScore(input: $input) { ${ANSWER} } }`;

const answerOf = async (jar: CookieJar) => {
  const { body } = await gqlAs(stack.gatewayUrl, jar, READ);
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.netPromoterScore;
};

beforeAll(async () => {
  reader = await signIn(stack.gatewayUrl, EMPLOYEE.email);
});

describe('bad answers sent straight to the gateway', () => {
  it.each([
    ['a score above the scale', { score: 11 }, NPS_SCORE_MESSAGE],
    ['a negative score', { score: -1 }, NPS_SCORE_MESSAGE],
    ['a comment one character over the limit', { score: 10, comment: 'x'.repeat(NPS_COMMENT_MAX_LENGTH + 1) }, NPS_COMMENT_TOO_LONG_MESSAGE],
    // Counted as the browser and the form count: 1,002 code units in 501 characters.
    ['a comment over the limit in emoji', { score: 10, comment: '😀'.repeat(NPS_COMMENT_MAX_LENGTH / 2 + 1) }, NPS_COMMENT_TOO_LONG_MESSAGE],
  ])('refuses %s with its message and stores nothing', async (_label, input, message) => {
    const { body } = await gqlAs(stack.gatewayUrl, reader, SUBMIT, { input });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await answerOf(reader)).toBeNull();
  });

  it.each([
    ['a fractional score', 7.5],
    ['a score as text', '10'],
    ['a score past 32 bits', 2 ** 31],
  ])('refuses %s as no GraphQL Int, before it runs, and stores nothing', async (_label, score) => {
    const { body } = await gqlAs(stack.gatewayUrl, reader, SUBMIT, { input: { score } });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/^Variable "\$input" got invalid value .+ at "input\.score"; Int cannot represent/);
    expect(await answerOf(reader)).toBeNull();
  });

  it('refuses a megabyte of comment with the same message and stores nothing', async () => {
    const { body } = await gqlAs(stack.gatewayUrl, reader, SUBMIT, { input: { score: 10, comment: 'x'.repeat(1_000_000) } });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: NPS_COMMENT_TOO_LONG_MESSAGE, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await answerOf(reader)).toBeNull();
  });
});

describe("a reader's answer is theirs", () => {
  let stored: { score: number; comment: string | null; answeredAt: string; revision: number };

  beforeAll(async () => {
    const { body } = await gqlAs(stack.gatewayUrl, reader, SUBMIT, { input: { score: 9, comment: 'Worth every seat.' } });
    expect(body.errors).toBeUndefined();
    stored = body.data!.submitNetPromoterScore;
  });

  it("lets no visitor answer, even one forging the reader's identity headers", async () => {
    const forged = {
      // What upstream trusts, signed with a guessed secret; a bare id; the visitor cookie's header.
      'x-portal-user': await signUserContext({ id: EMPLOYEE.id }, randomBytes(32).toString('base64url')),
      'x-portal-user-id': EMPLOYEE.id,
      'x-unregistered-user-id': 'visitor-0001',
    };
    for (const headers of [{}, forged]) {
      const { body } = await gql(stack.gatewayUrl, SUBMIT, { input: { score: 0, comment: 'Overwritten' } }, headers);
      expect(body.errors?.[0]).toMatchObject({ message: 'Log in to answer the survey', extensions: { code: 'UNAUTHORIZED', status: 401 } });
    }
    expect(await answerOf(reader)).toEqual(stored);
  });

  it('counts a reader who answers again and again once: each answer updates the one of the period', async () => {
    for (let score = 0; score <= 10; score++) {
      const { body } = await gqlAs(stack.gatewayUrl, reader, SUBMIT, { input: { score } });
      expect(body.errors).toBeUndefined();
    }
    expect(await answerOf(reader)).toEqual({ score: 10, comment: null, answeredAt: stored.answeredAt, revision: stored.revision + 11 });
  });
});

// The Net Promoter Score survey end to end (issue #9), through the gateway over real HTTP between
// real processes: a signed-in reader's score and comment are stored by feedback-service and read
// back on the page's query; a second answer within the period updates the first; a visitor is
// asked to log in. The client and Blake answer here and nowhere else.
import { beforeAll, describe, expect, it } from 'vitest';
import { NPS_COMMENT_MAX_LENGTH } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();
let reader: CookieJar;
let other: CookieJar;

const ANSWER = 'score comment answeredAt updatedAt periodEndsAt revision';
const PAGE = `query NetPromoterScorePage { viewer { id netPromoterScore { ${ANSWER} } } }`;
const SUBMIT = `mutation SubmitNetPromoterScore($input: NetPromoterScoreInput!) { submitNetPromoterScore(input: $input) { ${ANSWER} } }`;
const DAY_MS = 24 * 60 * 60 * 1000;

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);
const answerOf = async (jar: CookieJar) => {
  const { body } = await as(jar, PAGE);
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.netPromoterScore;
};

beforeAll(async () => {
  reader = await signIn(stack.gatewayUrl, 'client@meridian.example');
  other = await signIn(stack.gatewayUrl, 'blake@meridian.example');
});

describe('the Net Promoter Score survey', () => {
  it('asks a visitor to log in: no viewer, and the answer is refused', async () => {
    expect((await as(null, PAGE)).body).toEqual({ data: { viewer: null } });
    const { body } = await as(null, SUBMIT, { input: { score: 10 } });
    expect(body.errors?.[0]).toMatchObject({ message: 'Log in to answer the survey', extensions: { code: 'UNAUTHORIZED', status: 401 } });
  });

  it("stores a reader's score and comment, and the page reads it back", async () => {
    expect(await answerOf(reader)).toBeNull();
    const { body } = await as(reader, SUBMIT, { input: { score: 9, comment: 'The analysts answer within a day.' } });
    expect(body.errors).toBeUndefined();
    const stored = body.data!.submitNetPromoterScore;
    expect(stored).toMatchObject({ score: 9, comment: 'The analysts answer within a day.', revision: 1 });
    expect(Date.parse(stored.periodEndsAt) - Date.parse(stored.answeredAt)).toBe(90 * DAY_MS);
    expect(await answerOf(reader)).toEqual(stored);
    // Another reader's page is their own.
    expect(await answerOf(other)).toBeNull();
  });

  it('updates the answer within the period instead of adding one', async () => {
    const first = await answerOf(reader);
    const { body } = await as(reader, SUBMIT, { input: { score: 7, comment: null } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.submitNetPromoterScore).toMatchObject({ score: 7, comment: null, revision: 2, answeredAt: first.answeredAt, periodEndsAt: first.periodEndsAt });
    expect(await answerOf(reader)).toEqual(body.data!.submitNetPromoterScore);
  });

  it("takes a comment at the form's limit through the gateway's limits", async () => {
    const comment = 'Clear charts. '.repeat(NPS_COMMENT_MAX_LENGTH).slice(0, NPS_COMMENT_MAX_LENGTH);
    const { body, response } = await as(other, SUBMIT, { input: { score: 0, comment } });
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.submitNetPromoterScore).toMatchObject({ score: 0, comment, revision: 1 });
  });
});

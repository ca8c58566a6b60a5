// A reader's recording progress (player analytics, issue #13) is written only for the reader who
// sends it: no argument names a user, a visitor is asked to sign in, a header naming another user
// changes nothing of whose progress is written, and upstream refuses a bare or forged user
// context. Pip (usr-client-0222) attacks; Ona (usr-client-0221) is the one attacked.
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBINAR_ACCESS_MESSAGES } from '@portal/domain';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from '../support/testStack.js';
import { gql, gqlAs, sessionCookie } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const stack = useSharedTestStack();
const ONA_ID = 'usr-client-0221';
let ona: CookieJar;
let pip: CookieJar;
let webinarId: string;

const SAVE = 'mutation ($id: ID!, $position: Float!) { saveWebinarRecordingProgress(id: $id, positionSeconds: $position, milestone: 0) { positionSeconds } }';
const READ = 'query ($id: ID!) { webinar(id: $id) { recordingProgress { positionSeconds } } }';
const onasPosition = async () => (await gqlAs(stack.gatewayUrl, ona, READ, { id: webinarId })).body.data!.webinar.recordingProgress.positionSeconds;
const upstreamProgress = (headers: Record<string, string>) =>
  fetch(`${stack.upstreamUrl}/webinar-service/api/v1/webinar/${webinarId}/recording/progress`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ positionSeconds: 5, milestone: 75 }),
  });

beforeAll(async () => {
  [ona, pip] = await Promise.all([signIn(stack.gatewayUrl, 'ona@meridian.example'), signIn(stack.gatewayUrl, 'pip@meridian.example')]);
  const res = await fetch(`${stack.upstreamUrl}/webinar-service/api/v1/webinar/listing?type=ondemand&size=100`);
  // A free one, not the newest (which the contract examples' Pip writes to) nor a paid one (webinar-progress.test.ts's).
  const { content } = (await res.json()) as { content: { id: string; price: number }[] };
  webinarId = content.find((w, index) => index > 0 && w.price === 0)!.id;
});

describe('writing another reader’s recording progress', () => {
  it('has no user argument to name: the mutation refuses one', async () => {
    const { body } = await gqlAs(stack.gatewayUrl, pip, 'mutation ($id: ID!) { saveWebinarRecordingProgress(id: $id, positionSeconds: 1, milestone: 0, userId: "usr-client-0221") { positionSeconds } }', { id: webinarId });
    expect(body.errors?.[0]?.message).toMatch(/Unknown argument "userId"/);
  });

  it('is refused to a visitor, who is asked to sign in, and reads nothing', async () => {
    const saved = await gqlAs(stack.gatewayUrl, null, SAVE, { id: webinarId, position: 1 });
    expect(saved.body.errors?.[0]).toMatchObject({ message: WEBINAR_ACCESS_MESSAGES.signIn, extensions: { code: 'UNAUTHORIZED' } });
    const read = await gqlAs(stack.gatewayUrl, null, READ, { id: webinarId });
    expect(read.body.data?.webinar?.recordingProgress ?? null).toBeNull();
  });

  it('writes the sender’s own progress even when a header names another user', async () => {
    await gqlAs(stack.gatewayUrl, ona, SAVE, { id: webinarId, position: 2 });
    const { body } = await gql(stack.gatewayUrl, SAVE, { id: webinarId, position: 4 }, { ...sessionCookie(stack.gatewayUrl, pip), 'x-portal-user': ONA_ID });
    expect(body.errors).toBeUndefined();
    expect(await onasPosition()).toBe(2);
  });

  it('cannot reach upstream with a bare or forged user context', async () => {
    expect((await upstreamProgress({ 'x-portal-user': ONA_ID })).status).toBe(401);
    const forged = await signUserContext({ id: ONA_ID }, 'not-the-secret-0123456789abcdefghij');
    expect((await upstreamProgress({ [USER_CONTEXT_HEADER]: forged })).status).toBe(401);
    expect(await onasPosition()).toBe(2);
  });
});

// Player analytics through the gateway (issue #13): Ona (usr-client-0221, FD) saves her place in an
// ended webinar's recording and reads it back on the webinar; Pip (usr-client-0222, FD) reads only
// his own, never hers. The attacks (a visitor, another user's id, a forged header) are in
// security/webinar-progress.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();
let ona: CookieJar;
let pip: CookieJar;
let webinarId: string;

const SAVE = `mutation ($id: ID!, $position: Float!, $milestone: Int!, $started: Boolean) {
  saveWebinarRecordingProgress(id: $id, positionSeconds: $position, milestone: $milestone, playStarted: $started) { positionSeconds furthestMilestone playStarts } }`;
const READ = 'query ($id: ID!) { webinar(id: $id) { id recordingProgress { positionSeconds furthestMilestone playStarts } } }';

async function progressOf(jar: CookieJar) {
  const { body } = await gqlAs(stack.gatewayUrl, jar, READ, { id: webinarId });
  expect(body.errors).toBeUndefined();
  return body.data!.webinar.recordingProgress;
}

beforeAll(async () => {
  [ona, pip] = await Promise.all([signIn(stack.gatewayUrl, 'ona@meridian.example'), signIn(stack.gatewayUrl, 'pip@meridian.example')]);
  const res = await fetch(`${stack.upstreamUrl}/webinar-service/api/v1/webinar/listing?type=ondemand&size=100`);
  // A paid one, not the newest (which the contract examples' Pip writes to) nor a free one (the security test's).
  const { content } = (await res.json()) as { content: { id: string; price: number }[] };
  webinarId = content.find((w, index) => index > 0 && w.price > 0)!.id;
});

describe('a reader’s progress through a recording', () => {
  it('is saved by the mutation and read back on the webinar; the milestone only rises', async () => {
    const started = await gqlAs(stack.gatewayUrl, ona, SAVE, { id: webinarId, position: 4, milestone: 50, started: true });
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data!.saveWebinarRecordingProgress).toEqual({ positionSeconds: 4, furthestMilestone: 50, playStarts: 1 });
    const moved = await gqlAs(stack.gatewayUrl, ona, SAVE, { id: webinarId, position: 2.5, milestone: 25 });
    expect(moved.body.data!.saveWebinarRecordingProgress).toEqual({ positionSeconds: 2.5, furthestMilestone: 50, playStarts: 1 });
    expect(await progressOf(ona)).toEqual({ positionSeconds: 2.5, furthestMilestone: 50, playStarts: 1 });
  });

  it('is each reader’s own: Pip cannot read Ona’s', async () => {
    await gqlAs(stack.gatewayUrl, ona, SAVE, { id: webinarId, position: 3, milestone: 50 });
    expect(await progressOf(pip)).toEqual({ positionSeconds: 0, furthestMilestone: 0, playStarts: 0 });
    expect((await progressOf(ona)).positionSeconds).toBe(3);
  });

  it('refuses a milestone that is not a quarter and a negative position before upstream', async () => {
    for (const variables of [{ position: 1, milestone: 30 }, { position: -1, milestone: 0 }]) {
      const { body } = await gqlAs(stack.gatewayUrl, ona, SAVE, { id: webinarId, ...variables });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect((await progressOf(ona)).positionSeconds).toBe(3);
  });
});

// A webinar's recording, captions and files are for readers with access (issue #13; domain
// canWatchWebinar): through the gateway, a visitor is asked to sign in (401) and Abe
// (usr-client-0162, no subscription) is refused a paid webinar's (403), without a byte of the file,
// and nothing is counted as downloaded. Malformed ids and asset names are refused before upstream.
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBINAR_ACCESS_MESSAGES, webinarAssetPath, webinarCaptionsPath, webinarRecordingPath } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from '../support/testStack.js';
import { gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const stack = useSharedTestStack();
let abe: CookieJar;
let paidEnded: string;

const get = (jar: CookieJar | null, path: string) => {
  const url = `${stack.gatewayUrl}${path}`;
  return fetch(url, { headers: jar ? { cookie: jar.header(url) } : {} });
};
const downloads = async () => {
  const { body } = await gqlAs(stack.gatewayUrl, null, 'query ($id: ID!) { webinar(id: $id) { downloadableAssets { id downloadCount } } }', { id: paidEnded });
  return body.data!.webinar.downloadableAssets;
};

beforeAll(async () => {
  abe = await signIn(stack.gatewayUrl, 'abe@meridian.example');
  const res = await fetch(`${stack.upstreamUrl}/webinar-service/api/v1/webinar/listing?type=ondemand&size=100`);
  paidEnded = ((await res.json()) as { content: { id: string; price: number }[] }).content.find((w) => w.price > 0)!.id;
});

const paths = () => [webinarRecordingPath(paidEnded), webinarCaptionsPath(paidEnded), webinarAssetPath(paidEnded, 'agenda'), webinarAssetPath(paidEnded, 'transcript')];

describe('webinar files without access', () => {
  it('asks a visitor to sign in for each file, in the REST error shape', async () => {
    for (const path of paths()) {
      const res = await get(null, path);
      expect(res.status, path).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ status: 401, error: 'Unauthorized', message: WEBINAR_ACCESS_MESSAGES.signIn });
    }
  });

  it('refuses a reader without a subscription a paid webinar’s files, counting no download', async () => {
    const before = await downloads();
    for (const path of paths()) {
      const res = await get(abe, path);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ status: 403, message: WEBINAR_ACCESS_MESSAGES.notAccessible });
    }
    expect(await downloads()).toEqual(before);
    const { body } = await gqlAs(stack.gatewayUrl, abe, 'query ($id: ID!) { webinar(id: $id) { hasAccess recording { mediaUrl } } }', { id: paidEnded });
    expect(body.data!.webinar).toEqual({ hasAccess: false, recording: null });
  });

  it('refuses the files queries themselves to a visitor, and malformed ids or asset names as bad input', async () => {
    const { body } = await gqlAs(stack.gatewayUrl, null, 'query ($id: ID!) { webinarRecordingFile(id: $id) { contentBase64 } }', { id: paidEnded });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: WEBINAR_ACCESS_MESSAGES.signIn });
    expect((await get(abe, '/downloads/webinars/RES100003/agenda')).status).toBe(400);
    expect((await get(abe, `/downloads/webinars/${paidEnded}/..%2F..%2Fetc`)).status).toBe(400);
  });
});

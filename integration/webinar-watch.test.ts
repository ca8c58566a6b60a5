// The webinar page's files through the gateway (issue #13), over real HTTP between real processes:
// hasAccess, the downloadable assets and their download tracking, and an ended webinar's recording
// (WAV, byte ranges) with its WebVTT captions, for Bea (usr-client-0163, FD). The refusals are in
// security/webinar-recording.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { webinarAssetPath, webinarCaptionsPath, webinarRecordingPath } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();
let bea: CookieJar;
let webinarId: string;

const PAGE = `query ($id: ID!) { webinar(id: $id) { id title webinarStatus hasAccess
  downloadableAssets { id title url fileType fileExtension fileSize downloadCount }
  recording { mediaUrl mimeType captionsUrl captionsLanguage captionsLabel } } }`;

const get = (jar: CookieJar | null, path: string, headers: Record<string, string> = {}) => {
  const url = `${stack.gatewayUrl}${path}`;
  return fetch(url, { headers: { ...headers, ...(jar ? { cookie: jar.header(url) } : {}) } });
};
async function page(jar: CookieJar | null) {
  const { body } = await gqlAs(stack.gatewayUrl, jar, PAGE, { id: webinarId });
  expect(body.errors).toBeUndefined();
  return body.data!.webinar;
}

beforeAll(async () => {
  bea = await signIn(stack.gatewayUrl, 'bea@meridian.example');
  // A paid webinar that has ended: the case where access matters.
  const res = await fetch(`${stack.upstreamUrl}/webinar-service/api/v1/webinar/listing?type=ondemand&size=100`);
  webinarId = ((await res.json()) as { content: { id: string; price: number }[] }).content.find((w) => w.price > 0)!.id;
});

describe('an on-demand webinar for a reader with access', () => {
  it('says hasAccess and gives the recording’s routes; a visitor sees the assets listed but no recording', async () => {
    const mine = await page(bea);
    expect(mine).toMatchObject({
      webinarStatus: 'past',
      hasAccess: true,
      recording: { mediaUrl: webinarRecordingPath(webinarId), mimeType: 'audio/wav', captionsUrl: webinarCaptionsPath(webinarId), captionsLanguage: 'en', captionsLabel: 'English' },
    });
    expect(mine.downloadableAssets.map((a: { id: string; url: string }) => [a.id, a.url])).toEqual([
      ['agenda', webinarAssetPath(webinarId, 'agenda')],
      ['transcript', webinarAssetPath(webinarId, 'transcript')],
    ]);
    const visitor = await page(null);
    expect(visitor).toMatchObject({ hasAccess: false, recording: null });
    expect(visitor.downloadableAssets).toHaveLength(2);
  });

  it('plays the recording: a WAV whole, or the byte range asked', async () => {
    const whole = await get(bea, webinarRecordingPath(webinarId));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('no-store');
    // Another site cannot embed one reader's recording in its page (and the session cookie is SameSite=Lax).
    expect(whole.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const part = await get(bea, webinarRecordingPath(webinarId), { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
  });

  it('serves the captions as WebVTT saying the title first', async () => {
    const { title } = await page(bea);
    const captions = await get(bea, webinarCaptionsPath(webinarId));
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const text = await captions.text();
    expect(text.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\n')).toBe(true);
    expect(text).toContain(`Welcome to ${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}.`);
  });

  it('downloads an asset as an attachment and counts the download', async () => {
    const before = (await page(bea)).downloadableAssets.find((a: { id: string }) => a.id === 'transcript');
    const file = await get(bea, before.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+-transcript\.txt"$/);
    const text = await file.text();
    expect(Buffer.byteLength(text)).toBe(before.fileSize);
    expect(text).toContain('Transcript');
    const after = (await page(bea)).downloadableAssets.find((a: { id: string }) => a.id === 'transcript');
    expect(after.downloadCount).toBe(before.downloadCount + 1);
  });
});

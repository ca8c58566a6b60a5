// An ended webinar's page for a reader with access (issue #13): Zoe (usr-client-0161, FD) plays the
// recording from the keyboard, has its captions track, downloads an asset; axe clean throughout.
// Ona (usr-client-0221, FD) plays, leaves, comes back and resumes where she left off.
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { WebinarDetailPage } from '../pages/webinar.page.js';
import { logInTo } from '../pages/login.page.js';
import { isGraphqlRequest } from '../support/graphqlRequests.js';

/** The newest on-demand webinar's path and title, asked through the public GraphQL endpoint. */
async function endedWebinar(baseURL: string): Promise<{ path: string; title: string }> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ webinars(input: { type: "ondemand" }) { cards { path title } } }' }),
  });
  const body = (await response.json()) as { data: { webinars: { cards: { path: string; title: string }[] } } };
  return body.data.webinars.cards[0]!;
}

test('a reader with access plays an on-demand recording by keyboard, with captions, and downloads its agenda', async ({ page, baseURL }) => {
  const webinar = await endedWebinar(baseURL!);
  await logInTo(page, webinar.path, 'zoe@meridian.example', 'Meridian-demo-2026');
  const detail = new WebinarDetailPage(page);
  await detail.expectShown(webinar.title);
  await expect(detail.player).toHaveAccessibleName(`Recording of ${webinar.title}`);
  await expect(detail.captionsTrack).toHaveAttribute('srclang', 'en');
  await expect(detail.captionsTrack).toHaveAttribute('src', /\/captions\.vtt$/);
  await expectNoAxeViolations(page);

  await detail.player.focus();
  await expect(detail.player).toBeFocused();
  expect(await detail.isPaused()).toBe(true);
  await page.keyboard.press('k');
  await expect.poll(() => detail.isPaused()).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(() => detail.isPaused()).toBe(true);
  // The captions track loaded its cues (the browser fetched the WebVTT through the gateway).
  await expect.poll(() => detail.player.evaluate((video: HTMLVideoElement) => video.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await detail.downloadButton('Agenda').click();
  expect((await download).suggestedFilename()).toMatch(/-agenda\.txt$/);
  await expectNoAxeViolations(page);
});

test('a reader who leaves a recording part way is offered to resume it when she comes back', async ({ page, baseURL }) => {
  const webinar = await endedWebinar(baseURL!);
  await logInTo(page, webinar.path, 'ona@meridian.example', 'Meridian-demo-2026');
  const detail = new WebinarDetailPage(page);
  await detail.expectShown(webinar.title);
  await expect(detail.player).toBeVisible();
  await expect(detail.resume).toHaveCount(0);

  await detail.player.focus();
  await page.keyboard.press('k');
  await expect.poll(() => detail.currentTime()).toBeGreaterThan(1.2);
  // Pausing saves the place; the save is awaited so that leaving cannot outrun it.
  const saved = page.waitForResponse((response) => isGraphqlRequest(response.request(), 'SaveRecordingProgress'));
  await page.keyboard.press('k');
  await expect.poll(() => detail.isPaused()).toBe(true);
  const left = (JSON.parse((await (await saved).request().postData())!) as { variables: { positionSeconds: number } }).variables.positionSeconds;
  expect(left).toBeGreaterThan(1.2);
  expect(left).toBe(await detail.currentTime());

  await page.goto('/');
  await page.goto(webinar.path);
  await detail.expectShown(webinar.title);
  await expect(detail.resume).toBeVisible();
  await expect(detail.resume).toHaveText(`Resume from 0:0${Math.floor(left)}`);
  await expectNoAxeViolations(page);
  await detail.resume.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => detail.isPaused()).toBe(false);
  expect(await detail.currentTime()).toBeGreaterThanOrEqual(Math.floor(left) - 0.01);
  await expect(detail.player).toBeFocused();
  await expect(detail.resume).toHaveCount(0);
});

// axe on a page at rest: MUI's fades and slides are CSS transitions, and axe measuring colour
// contrast halfway through one reports colours the user never settles on.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Whether a transition or animation started during an axe check (analyzeAccessibility). */
    __axeMotionWatch?: { sawMotion: boolean; stop(): void };
  }
}

/** Resolves once no finite animation or transition runs; endless ones (spinners) never settle and carry no colours that matter here. */
async function atRest(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Attempts at a check the page stayed at rest through. */
const ATTEMPTS = 3;

export async function analyzeAccessibility(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await atRest(page);
    // A part of the page that hydrates during the check can start a transition (a submit button
    // enabled once its form has hydrated fades to its colours): a check that saw one is run again.
    await page.evaluate(() => {
      const watch = { sawMotion: false, stop: () => {} };
      const started = () => (watch.sawMotion = true);
      document.addEventListener('transitionstart', started, true);
      document.addEventListener('animationstart', started, true);
      watch.stop = () => {
        document.removeEventListener('transitionstart', started, true);
        document.removeEventListener('animationstart', started, true);
      };
      window.__axeMotionWatch = watch;
    });
    // Legacy mode runs axe.run() in the page itself. The default runs axe in every frame and then
    // opens a blank page, injects axe once more and combines the results there: about a second per
    // check on this machine, for frames the portal never has (its CSP says frame-src 'none'; legacy
    // mode would still test same-origin ones).
    const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    const sawMotion = await page.evaluate(() => {
      window.__axeMotionWatch?.stop();
      return window.__axeMotionWatch?.sawMotion ?? false;
    });
    if (!sawMotion || attempt === ATTEMPTS) return results;
  }
}

/** No axe violation on the page at rest, each reported as its rule and the elements it found. */
export async function expectNoAxeViolations(page: Page) {
  const results = await analyzeAccessibility(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// axe on a page at rest: MUI's fades and slides are CSS transitions, and axe measuring colour
// contrast halfway through one reports colours the user never settles on.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function analyzeAccessibility(page: Page) {
  // Endless ones (spinners) never settle and carry no colours that matter here.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe.run() in the page itself. The default runs axe in every frame and then
  // opens a blank page, injects axe once more and combines the results there: about a second per
  // check on this machine, for frames the portal never has (its CSP says frame-src 'none'; legacy
  // mode would still test same-origin ones).
  return new AxeBuilder({ page }).setLegacyMode(true).analyze();
}

/** No axe violation on the page at rest, each reported as its rule and the elements it found. */
export async function expectNoAxeViolations(page: Page) {
  const results = await analyzeAccessibility(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

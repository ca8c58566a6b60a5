// The portal's Playwright `test`: pages are rendered on the server, so a page shows before its
// script runs, and a click on it before then would do nothing (a button) or load a document (a
// link). `page.goto` and `page.reload` on the portal therefore also wait until the app runs (the
// attribute the app sets on <html>, web/src/app/App.tsx); use `appReady` after other full-document
// navigations. A test fails when React could not hydrate a page it opened.
import { expect, test as base, type Page } from '@playwright/test';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const WEB_APP_DOCUMENT = 'head > meta[name="application-name"][content="Meridian Research"]';

/** The attribute the app sets on <html> once it runs (web/src/app/App.tsx). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The <html> of a portal page whose app runs. */
export const APP_READY = `html[${APP_READY_ATTRIBUTE}]`;

/** Waits until the portal's app runs in `page` (after a document navigation on the portal). */
export async function appReady(page: Page): Promise<void> {
  await page.locator(APP_READY).waitFor({ state: 'attached' });
}

function onPortal(page: Page): boolean {
  const base = process.env.PORTAL_URL;
  return base !== undefined && page.url().startsWith(new URL(base).origin);
}

/** After a full-document load in `page`: waits for the app when the document is the portal's web app. */
async function appReadyIfPortalApp(page: Page): Promise<void> {
  // Only the web app's documents (web/index.html names the application) have an app to wait for:
  // not other sites (the bold page), the provider's sign-in, the explorer or a JSON answer.
  if (onPortal(page) && (await page.locator(WEB_APP_DOCUMENT).count()) > 0) await appReady(page);
}

// React's production messages for server HTML that did not match what the browser rendered (418,
// 425), or a boundary it could not hydrate and drew again (419, 421-423); the development build
// says it in words. Either way the page was drawn anew under the reader, dropping what they had
// typed or clicked meanwhile.
const HYDRATION_ERROR = /Minified React error #4(1[89]|2[1-5])\b|hydrat/i;

export const test = base.extend({
  page: async ({ page }, use) => {
    // Every page of every test hydrates without such an error.
    const hydrationErrors: string[] = [];
    const note = (text: string) => {
      if (HYDRATION_ERROR.test(text)) hydrationErrors.push(`${page.url()}: ${text}`);
    };
    page.on('pageerror', (error) => note(error.message));
    page.on('console', (message) => note(message.text()));

    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReadyIfPortalApp(page);
      return response;
    };
    // A reload loads the document again.
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await appReadyIfPortalApp(page);
      return response;
    };
    await use(page);
    expect(hydrationErrors, 'React could not hydrate the server-rendered page').toEqual([]);
  },
});

// The portal's Playwright `test`: pages are rendered on the server, so a page shows before its
// script runs, and a click on it before then would do nothing (a button) or load a document (a
// link). `page.goto` and `page.reload` on the portal therefore also wait until the app runs (the
// attribute the app sets on <html>, web/src/app/App.tsx); use `appReady` after other full-document
// navigations.
import { test as base, type Page } from '@playwright/test';

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

export const test = base.extend({
  page: async ({ page }, use) => {
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
  },
});

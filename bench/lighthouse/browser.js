// Debian's chromium, launched by chrome-launcher (nothing here may download a browser), with
// puppeteer connected so that a reader can sign in through the portal's real login flow before
// Lighthouse audits a page in the same browser: the session cookie stays in its cookie jar, which
// Lighthouse does not clear between runs (it resets caches and service workers only).
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launchBrowser() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    browser,
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/** Signs `email` in through /login and the identity provider's form, as a reader does. */
export async function signIn(page, gatewayUrl, { email, password }, landingPath) {
  await page.goto(`${gatewayUrl}/login?lr=${encodeURIComponent(landingPath)}`, { waitUntil: 'domcontentloaded' });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.locator('button[type="submit"]').click()]);
  const landed = new URL(page.url());
  if (landed.origin !== new URL(gatewayUrl).origin || landed.pathname !== landingPath) {
    throw new Error(`signing in ${email} ended on ${page.url()}, not ${landingPath}`);
  }
}

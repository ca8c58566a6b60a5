// Issue #13's offline shell: the service worker at /sw.js keeps the app shell and the reports a
// reader opened, so a report read once opens without a network, and one never read shows the
// app's error page rather than the browser's. A visitor reads public reports: no demo user.
import { expect, test } from '../support/test.js';
import { OfflineReportPage } from '../pages/offline.page.js';
import { fetchReport } from '../support/report-data.js';

// The worker under test: the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const READ_ONCE = 'RES100001';
const NEVER_READ = 'RES100002';

test('a report read once opens offline; one never read shows the app, not a browser error', async ({ page, baseURL }) => {
  const data = await fetchReport(baseURL!, READ_ONCE);
  const reader = new OfflineReportPage(page);
  await reader.open(READ_ONCE);
  await reader.waitUntilKept(`/report/${READ_ONCE}`);

  await reader.goOffline();
  await reader.openOffline(`/report/${READ_ONCE}`);
  await expect(reader.heading).toHaveText(data.title);
  const firstSection = reader.collapseButton(data.tableOfContents[0].title);
  await expect(page.locator(`#${await firstSection.getAttribute('aria-controls')}`)).toBeVisible();

  await reader.openOffline(`/report/${NEVER_READ}`);
  await expect(reader.problemHeading).toBeVisible();
});

test("signing out drops the kept pages: the next reader of the browser never sees the last one's", async ({ page }) => {
  const reader = new OfflineReportPage(page);
  await reader.open(READ_ONCE);
  await reader.waitUntilKept(`/report/${READ_ONCE}`);

  // The gateway's /logout (a visitor's too) goes through the worker, which empties its page cache first.
  await page.goto('/logout');
  await reader.open(NEVER_READ);
  expect(await reader.isKept(`/report/${READ_ONCE}`)).toBe(false);
  // The report opened after it is kept from its own page load (the worker controls the page now).
  await reader.waitUntilKept(`/report/${NEVER_READ}`);
});

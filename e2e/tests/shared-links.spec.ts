// The shared-links page in Chromium (issue #13): Kim, a reprint user (experience REPRINTS:SALES),
// creates a share link and a reprint link on a restricted report's page; both are listed on
// /my-account/shared-links, each row headed by the report's title, active; she revokes both (each
// confirmed in a dialog) and both read Revoked; Ned, in a browser of his own, then opens the share
// link and is refused. axe finds nothing on the page, with its dialog open too.
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { logInTo } from '../pages/login.page.js';
import { ReprintsPage } from '../pages/reprints.page.js';
import { ResearchSharePage } from '../pages/research-share.page.js';
import { SharedLinksPage } from '../pages/shared-links.page.js';
import { fixtures } from '../support/report-data.js';

// This spec's users (services/upstream demoUsers.ts): Kim shares, Ned follows the revoked link.
const KIM = { email: 'kim@meridian.example', password: 'Meridian-demo-2026' };
const NED = { email: 'ned@meridian.example', password: 'Meridian-demo-2026' };
const SHARED = fixtures.restrictedReportId;

test.describe('the shared-links page', () => {
  test.describe.configure({ timeout: 120_000 });

  test("lists a reprint user's share and reprint links and revokes them", async ({ page, browser, baseURL }) => {
    await logInTo(page, `/report/${SHARED}`, KIM.email, KIM.password);
    const report = new ReprintsPage(page);
    const title = (await report.heading.textContent())!;
    const sharePath = await new ResearchSharePage(page).createShareLink();
    await report.issueReprintLink();

    const links = new SharedLinksPage(page);
    await links.open();
    const shareRow = links.rowOf(links.shareLinks, title);
    const reprintRow = links.rowOf(links.reprintLinks, title);
    await expect(shareRow.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
    await expect(shareRow.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', new RegExp(`/report/[^/]+/${SHARED}$`));
    await expect(reprintRow.getByRole('cell', { name: 'Reprint', exact: true })).toBeVisible();
    await expect(reprintRow.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The dialog, opened and cancelled, changes nothing.
    await shareRow.getByRole('button', { name: `Revoke share link: ${title}` }).click();
    await expect(links.confirmDialog).toContainText('will open nothing from now on');
    await expectNoAxeViolations(page);
    await links.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(shareRow.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

    await links.revoke(links.shareLinks, title);
    await links.revoke(links.reprintLinks, title);
    // From the services, not only the cache: a reload lists both as revoked.
    await page.reload();
    await expect(links.rowOf(links.shareLinks, title).getByRole('cell', { name: 'Revoked', exact: true })).toBeVisible();
    await expect(links.rowOf(links.reprintLinks, title).getByRole('cell', { name: 'Revoked', exact: true })).toBeVisible();

    const nedContext = await browser.newContext({ baseURL });
    try {
      const nedPage = await nedContext.newPage();
      const ned = new ResearchSharePage(nedPage);
      await ned.openSharedLinkLoggingIn(sharePath, NED.email, NED.password);
      await expect(ned.refusedHeading).toBeVisible();
      await expect(nedPage.getByRole('main')).toContainText('This share link was withdrawn by the person who sent it.');
    } finally {
      await nedContext.close();
    }
  });
});

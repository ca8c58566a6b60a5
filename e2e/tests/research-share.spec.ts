// Research shares in Chromium (issue #13): Xia (FD) creates a share link on a restricted report;
// Yan, without a subscription and in a browser of her own, opens it, logs in, lands on the report
// and reads it under a courtesy-view notice naming the report and its end; once Xia withdraws the
// link Yan can no longer read it; a made-up link is refused in words. axe finds nothing on any of
// these pages.
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { logInTo } from '../pages/login.page.js';
import { ReportPage } from '../pages/report.page.js';
import { ResearchSharePage } from '../pages/research-share.page.js';
import { fixtures } from '../support/report-data.js';

// The research-share e2e's own users (services/upstream demoUsers.ts).
const SHARER = { email: 'xia@meridian.example', password: 'Meridian-demo-2026' };
const RECIPIENT = { email: 'yan@meridian.example', password: 'Meridian-demo-2026' };
const SHARED = fixtures.restrictedReportId;

test.describe('sharing a report', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a subscriber creates a link; a reader without a subscription opens it and reads the report', async ({ page, browser, baseURL }) => {
    await logInTo(page, `/report/${SHARED}`, SHARER.email, SHARER.password);
    const sharer = new ResearchSharePage(page);
    const title = (await new ReportPage(page).heading.textContent())!;
    const sharePath = await sharer.createShareLink();
    expect(sharePath).toMatch(new RegExp(`^/researchshare/${SHARED}/[A-Za-z0-9_-]{22}$`));
    await expect(sharer.shareSection).toContainText('read this report, and only this report, for 3 days');
    await expect(sharer.emailShareLink).toHaveAttribute('href', /^mailto:\?subject=/);
    await expectNoAxeViolations(page);

    const recipientContext = await browser.newContext({ baseURL });
    try {
      const readerPage = await recipientContext.newPage();
      const reader = new ResearchSharePage(readerPage);
      await reader.openSharedLinkLoggingIn(sharePath, RECIPIENT.email, RECIPIENT.password);
      await expect(readerPage).toHaveURL(new RegExp(`/report/[^/]+/${SHARED}$`));
      await expect(new ReportPage(readerPage).heading).toHaveText(title);
      await expect(reader.courtesyNotice).toContainText(`You are reading "${title}" as a courtesy view shared with you, until`);
      await expect(reader.createLink).toHaveCount(0);
      await expect(new ReportPage(readerPage).tableOfContents).toBeVisible();
      await expectNoAxeViolations(readerPage);

      // Withdrawn, the link no longer lets her read it.
      await sharer.withdrawLink.click();
      await expect(sharer.shareStatus).toHaveText('The share link was withdrawn: it no longer opens the report.');
      await readerPage.reload();
      await expect(reader.h1('You Do Not Have Access')).toBeVisible();
      await readerPage.goto(sharePath);
      await expect(reader.refusedHeading).toBeVisible();
      await expect(readerPage.getByRole('main')).toContainText('This share link was withdrawn by the person who sent it.');

      // A made-up ticket says so, too.
      await readerPage.goto(`/researchshare/${SHARED}/AAAAAAAAAAAAAAAAAAAAAA`);
      await expect(reader.refusedHeading).toBeVisible();
      await expect(readerPage.getByRole('main')).toContainText('This share link is not valid. Ask the person who sent it for a new one.');
      await expectNoAxeViolations(readerPage);
    } finally {
      await recipientContext.close();
    }
  });
});

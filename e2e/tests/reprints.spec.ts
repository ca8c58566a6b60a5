// Reprints in Chromium (issue #13): Fox, a reprint user (experience REPRINTS:SALES), creates a
// reprints link for a restricted report from its page; a visitor, in a browser of their own and
// never signed in, opens it and reads the report in reprints mode (the Reprint notice; no share
// section, no assistant) and downloads its PDF (the token sent as a header); the same report
// without the token is the no-access page, and a made-up token says the link is not valid. axe
// finds nothing on these pages.
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { logInTo } from '../pages/login.page.js';
import { ReportDownloadPage } from '../pages/report-download.page.js';
import { ReprintsPage } from '../pages/reprints.page.js';
import { fixtures } from '../support/report-data.js';

// The reprints tests' reprint user (services/upstream demoUsers.ts).
const FOX = { email: 'fox@meridian.example', password: 'Meridian-demo-2026' };
const RESTRICTED = fixtures.restrictedReportId;
const tokenOf = (link: string) => new URL(link, 'https://portal.example').searchParams.get('reprintsToken')!;

test.describe('a reprints link', () => {
  test.describe.configure({ timeout: 90_000 });

  test('opens a restricted report in reprints mode for a visitor', async ({ page, browser, baseURL }) => {
    await logInTo(page, `/report/${RESTRICTED}`, FOX.email, FOX.password);
    const issuer = new ReprintsPage(page);
    const title = (await issuer.heading.textContent())!;
    const link = await issuer.issueReprintLink();
    await expect(issuer.reprintLinks).toContainText('Reprint link: opens this report, and only this report, until');
    await expectNoAxeViolations(page);
    expect(link).toMatch(new RegExp(`^/report/[^/]+/${RESTRICTED}\\?reprintsToken=[A-Za-z0-9_-]{22}$`));

    const visitorContext = await browser.newContext({ baseURL });
    try {
      const visitorPage = await visitorContext.newPage();
      const visitor = new ReprintsPage(visitorPage);
      await visitor.openLink(link);
      await expect(visitor.heading).toHaveText(title);
      await expect(visitor.reprintNotice).toContainText('you are reading this report under a reprint licence');
      await expect(visitor.tableOfContents).toBeVisible();
      await expect(visitor.shareSection).toHaveCount(0);
      await expect(visitor.assistantButton).toHaveCount(0);
      await expectNoAxeViolations(visitorPage);

      // The report's PDF downloads with the token as a header, never in the file's URL.
      const downloads = new ReportDownloadPage(visitorPage);
      const [request, pdf] = await Promise.all([
        visitorPage.waitForRequest((sent) => sent.url().includes('/downloads/reports/')),
        downloads.downloadFrom(downloads.downloadPdf),
      ]);
      expect(pdf.suggestedFilename()).toBe(`${RESTRICTED}.pdf`);
      expect(request.url()).not.toContain(tokenOf(link));
      expect(await request.headerValue('reprintstoken')).toBe(tokenOf(link));

      // Without the token the visitor has no access; with a made-up one the page says it is not valid.
      await visitorPage.goto(new URL(link, baseURL).pathname);
      await expect(visitor.noAccessHeading).toBeVisible();
      await visitorPage.goto(`${new URL(link, baseURL).pathname}?reprintsToken=AAAAAAAAAAAAAAAAAAAAAA`);
      await expect(visitor.noAccessHeading).toBeVisible();
      await expect(visitorPage.getByRole('main')).toContainText('This reprint link is not valid for this report.');
      await expectNoAxeViolations(visitorPage);
    } finally {
      await visitorContext.close();
    }
  });
});

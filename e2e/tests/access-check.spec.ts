// The report page's access check (issue #13) in Chromium: Cal (usr-employee-0171) opens a
// restricted FD report and checks who may read it: Dee (usr-client-0172, FD) has access, Eve
// (usr-client-0173, no subscription) has not; typing hides the last answer and emptying the field
// resets it; the page with the check passes axe. Eve, a client, is offered no check at all.
// Their block in services/upstream demoUsers.ts names this file; no other e2e uses them.
import { DEFAULT_SEED, report as corpusReport } from '@portal/corpus';
import { expect, test } from '../support/test.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { logInTo } from '../pages/login.page.js';
import { AccessCheckPage } from '../pages/access-check.page.js';

const PASSWORD = 'Meridian-demo-2026';
// The corpus e2e/support/global-setup.ts seeds (CORPUS_SIZE 300).
const corpus = { seed: DEFAULT_SEED, size: 300 };
const first = Array.from({ length: 30 }, (_, i) => corpusReport(corpus, i));
const restrictedFd = first.find((r) => r.access === 'restricted' && r.products.length === 1 && r.products[0] === 'FD')!;
const open = first.find((r) => r.access === 'public')!;

test.describe('the access check', () => {
  test("an employee checks a client's access to a restricted report", async ({ page }) => {
    await logInTo(page, `/report/${restrictedFd.id}`, 'cal@meridian.example', PASSWORD);
    const report = new AccessCheckPage(page);
    await expect(report.heading).toHaveText(restrictedFd.title);
    await expect(report.region).toBeVisible();
    await expect(report.result).toHaveText('');
    // Rendered by the server already, for an employee's session (the client test below relies on it).
    expect(await (await page.request.get(`/report/${restrictedFd.id}`, { headers: { accept: 'text/html' } })).text()).toContain('E-mail address to check');

    await report.check('dee@meridian.example');
    await expect(report.result).toHaveText('Has access');

    // A new entry hides the last answer until it is checked.
    await report.email.fill('eve@meridian.example');
    await expect(report.result).toHaveText('');
    await report.checkButton.click();
    await expect(report.result).toHaveText('No access');
    await expectNoAxeViolations(page);

    // A malformed address is refused under the field; emptying the field resets the check.
    await report.check('eve@');
    await expect(report.region.getByText('Please enter a valid email address')).toBeVisible();
    await expect(report.email).toHaveAttribute('aria-invalid', 'true');
    await report.email.fill('');
    await expect(report.result).toHaveText('');
    await expect(report.region.getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test('a client is offered no access check', async ({ page }) => {
    await logInTo(page, `/report/${open.id}`, 'eve@meridian.example', PASSWORD);
    const report = new AccessCheckPage(page);
    await expect(report.heading).toHaveText(open.title);
    await expect(report.region).toHaveCount(0);
    // The server renders the page once every query's answer is in (web/src/server/renderPage.tsx),
    // the viewer's included: its HTML for Eve, with her session, already decides, so no wait hides a race.
    const html = await (await page.request.get(`/report/${open.id}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(open.title);
    expect(html).not.toContain('E-mail address to check');
  });
});

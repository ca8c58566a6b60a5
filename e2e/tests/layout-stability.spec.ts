// A page drawn by the server stays where it was drawn while it hydrates (issue #14): what the app
// draws differently from the server moves the page under a reader who is already aiming at it, and
// the click lands on whatever moved there. Each page below once moved: the access check emptied and
// drawn again above the authors' follow buttons, the briefing's text areas growing from two rows to
// three above the meeting type, the contact form's captcha drawn only in the browser above its
// send button, the account tabs turning vertical, the purchase offer hydrating without its data
// above the no-access page's links. The CPU is slowed so that the page hydrates in
// many tasks, as on a phone or a loaded machine.
import { fixtures as corpus } from '@portal/corpus';
import { expect, test } from '../support/test.js';
import { layoutShiftsOnceHydrated, recordLayoutShifts, throttleCpu } from '../support/layoutShifts.js';
import { logInTo } from '../pages/login.page.js';
import { AccessCheckPage } from '../pages/access-check.page.js';
import { AccountPage } from '../pages/account.page.js';
import { BriefingFormPage } from '../pages/briefing.page.js';
import { ContactPage } from '../pages/contact.page.js';
import { PurchaseOffer } from '../pages/cart.page.js';
import { fixtures } from '../support/report-data.js';

// The spec's own employee (services/upstream demoUsers.ts): the report page draws her the access check.
const ORLA = { email: 'orla@meridian.example', password: 'Meridian-demo-2026' };
const CPU_SLOWDOWN = 4;

test.describe('pages stay where the server drew them as they hydrate', () => {
  test.beforeEach(async ({ page }) => {
    await recordLayoutShifts(page);
  });

  test("a visitor's no-access page, with the purchase offer above its links", async ({ page }) => {
    await throttleCpu(page, CPU_SLOWDOWN);
    await page.goto(`/report/${corpus.restrictedReportId}`);
    await expect(new PurchaseOffer(page).buyReport).toBeVisible();
    expect(await layoutShiftsOnceHydrated(page)).toEqual([]);
  });

  test("an employee's report page, the briefing and contact forms and her account", async ({ page }) => {
    // Four pages at a quarter of the CPU: about 23 s on a quiet 2-core machine, so a busy one
    // passed the default 30 s.
    test.slow();
    // Wide enough for the account's vertical tabs (from 1280 px).
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInTo(page, `/report/${fixtures.twelveAuthorReportId}`, ORLA.email, ORLA.password);
    await throttleCpu(page, CPU_SLOWDOWN);

    const report = new AccessCheckPage(page);
    await report.open(fixtures.twelveAuthorReportId);
    await expect(report.region).toBeVisible();
    await expect(report.authors.getByRole('button', { name: /^Follow / }).first()).toBeVisible();
    expect(await layoutShiftsOnceHydrated(page)).toEqual([]);

    const briefing = new BriefingFormPage(page);
    await page.goto('/briefing');
    await expect(briefing.inPerson).toBeVisible();
    expect(await layoutShiftsOnceHydrated(page)).toEqual([]);

    const contact = new ContactPage(page);
    await page.goto('/contact-form?id=9');
    await expect(contact.captcha.checkbox).toBeVisible();
    expect(await layoutShiftsOnceHydrated(page)).toEqual([]);

    const account = new AccountPage(page);
    await page.goto('/my-account/profile');
    await expect(account.tablist).toHaveAttribute('aria-orientation', 'vertical');
    expect(await layoutShiftsOnceHydrated(page)).toEqual([]);
  });
});

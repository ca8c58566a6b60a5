// Issue #11, the inquiry form in Chromium: a reader whose products allow all three forms sends an
// inquiry and reaches the confirmation, and an employee finds it on the staff list; a reader whose
// subscription allows only research requests is offered only that; the subject counted in UTF-8
// bytes (100 bytes of two-byte text accepted, 101 refused with the message). axe on the form, the
// confirmation and the staff list.
// Demo users of this spec alone (services/upstream/src/services/auth/demoUsers.ts): Toni
// (usr-client-0071, FD: inquiry, guidance and research requests) sends the inquiry the staff list
// shows; Rowan (usr-client-0072, FMI: research requests only); Emil (usr-client-0073, FD) sends the
// byte-limit inquiry; Lane (usr-employee-0071) reads the staff list.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { InquiryConfirmationPage, InquiryPage } from '../pages/inquiry.page.js';
import { logInTo } from '../pages/login.page.js';
import { StaffSubmissionsPage } from '../pages/staff.page.js';

const PASSWORD = 'Meridian-demo-2026';
const TONI = 'toni@meridian.example';
const ROWAN = 'rowan@meridian.example';
const EMIL = 'emil@meridian.example';
const LANE = 'lane@meridian.example';

/** A local date `days` from today, as the date input takes it (YYYY-MM-DD). */
function localDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The employee, in a browser context of their own. */
async function employeePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInTo(page, '/staff/form-submissions', LANE, PASSWORD);
  return page;
}

test.describe('inquiry', () => {
  // Signing in twice and solving the proof-of-work captcha take longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test('a reader with full access sends an inquiry and reaches the confirmation; an employee finds it on the staff list', async ({ page, browser, baseURL }) => {
    // A subject of this run's own, so the staff list's row is this one whatever earlier runs sent.
    const subject = `CRM vendor shortlist ${Date.now()}`;
    await logInTo(page, '/inquiry', TONI, PASSWORD);
    const inquiry = new InquiryPage(page);
    await expect(inquiry.heading).toBeVisible();
    await expect(inquiry.choices.getByRole('radio')).toHaveCount(3);
    await expect(inquiry.choice('Inquiry')).toBeChecked();
    await expect(inquiry.choice('Guidance session')).toBeVisible();
    await expect(inquiry.choice('Research request')).toBeVisible();
    await expect(inquiry.page.getByText('A 30-minute call with an analyst.')).toBeVisible();
    await expect(inquiry.page.getByText('A guidance session of up to 50 minutes.')).toBeVisible();
    await expect(inquiry.analyst).toHaveValue('');
    await expectNoAxeViolations(page);

    await inquiry.contactMethod.selectOption({ label: 'Phone' });
    await inquiry.subject.fill(subject);
    await inquiry.question.fill('Which CRM vendors should a mid-size B2B firm shortlist this year?');
    await inquiry.goal.fill('A shortlist of three by the end of the quarter.');
    await inquiry.topic.fill('CRM');
    await inquiry.deadline.fill(localDateIn(14));
    await inquiry.captcha.solve();
    await inquiry.submit.click();

    const confirmation = new InquiryConfirmationPage(page);
    await expect(confirmation.heading).toBeVisible();
    await expect(page).toHaveURL(/\/inquiry\/confirmation\?form=inquiry$/);
    await expect(page.getByText('An analyst will contact you to arrange a 30-minute call.')).toBeVisible();
    await expect(confirmation.returnHome).toHaveAttribute('href', '/myhome');
    await expectNoAxeViolations(page);

    const staffPage = await employeePage(browser, baseURL);
    const staff = new StaffSubmissionsPage(staffPage);
    await expect(staff.heading).toBeVisible();
    const row = staff.row(subject);
    await expect(row).toHaveCount(1);
    await expect(staff.cell(row, 'Kind')).toHaveText('inquiry');
    await expect(staff.cell(row, 'E-mail')).toHaveText(TONI);
    await expect(staff.cell(row, 'Delivery state')).toHaveText(/^(Queued|Delivered)$/);
    await expectNoAxeViolations(staffPage);

    // The state filter is the URL's: only queued submissions once chosen.
    await staff.stateFilter.selectOption({ label: 'Queued' });
    await expect(staffPage).toHaveURL(/\/staff\/form-submissions\?state=queued$/);
    await expect(staff.stateFilter).toHaveValue('queued');
    // One retrying assertion over the list as it is now: the URL changes before React draws the
    // filtered rows (the router renders in a transition), so rows read once could be the old list's.
    await expect(staff.rowsNotIn('Queued')).toHaveCount(0);
    await staffPage.context().close();
  });

  test('a reader whose subscription allows only research requests is offered only that', async ({ page }) => {
    await logInTo(page, '/inquiry', ROWAN, PASSWORD);
    const inquiry = new InquiryPage(page);
    await expect(inquiry.heading).toBeVisible();
    await expect(inquiry.choices.getByRole('radio')).toHaveCount(1);
    await expect(inquiry.choice('Research request')).toBeChecked();
    await expect(inquiry.page.getByText('An analyst answers with an e-mailed list of research within 48 hours.')).toBeVisible();
    await expect(inquiry.choice('Inquiry')).toHaveCount(0);
    await expect(inquiry.choice('Guidance session')).toHaveCount(0);
  });

  test('the subject counts UTF-8 bytes: 101 bytes of two-byte text are refused with the message, 100 accepted', async ({ page }) => {
    await logInTo(page, '/inquiry', EMIL, PASSWORD);
    const inquiry = new InquiryPage(page);
    await expect(inquiry.heading).toBeVisible();
    // 'é' is two bytes: 50 of them are 100 bytes (50 characters), one more ASCII letter is 101.
    await inquiry.subject.fill(`${'é'.repeat(50)}a`);
    // The bytes left describe the field as typed; once checked, the rule's message does.
    await expect(inquiry.subject).toHaveAccessibleDescription('1 byte over the limit');
    await inquiry.question.fill('Is 100 bytes of accented text accepted?');
    await inquiry.captcha.solve();
    await inquiry.submit.click();
    await expect(inquiry.subject).toHaveAccessibleDescription('Must be 100 bytes or fewer');
    await expect(inquiry.subject).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/inquiry$/);

    await inquiry.subject.fill('é'.repeat(50));
    await expect(inquiry.subject).toHaveAccessibleDescription('0 bytes left');
    await expect(inquiry.subject).toHaveAttribute('aria-invalid', 'false');
    await inquiry.submit.click();
    await expect(new InquiryConfirmationPage(page).heading).toBeVisible();
  });
});

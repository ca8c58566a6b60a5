// The contact form in Chromium (spec 1 §2-§5, issue #11): a signed-in reader and a visitor (who
// comes from the error page's Customer Success Services link, the public contact-us page) each fill
// the form, solve the proof-of-work captcha and reach the confirmation; the subject is counted in
// UTF-8 bytes as typed: 201 bytes of two-byte text are refused on the page, without leaving it,
// and exactly 200 are sent. axe on the form and on the confirmation. Each signed-in test has its
// own demo reader (services/upstream demoUsers.ts: Nadia, Idris), whom no other spec uses.
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { ContactConfirmationPage, ContactPage } from '../pages/contact.page.js';
import { logInTo } from '../pages/login.page.js';
import { RoutesPage } from '../pages/routes.page.js';

const PASSWORD = 'Meridian-demo-2026';
const SUPPORT = 'Contact Customer Support';
const SUCCESS_SERVICES = 'Customer Success Services';

test.describe('the contact form', () => {
  // Signing in and solving the proof-of-work captcha take longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test('a signed-in reader asks for a call on the number in the profile and reaches the confirmation', async ({ page }) => {
    await logInTo(page, '/contact-form?id=10', 'nadia@meridian.example', PASSWORD);
    const contact = new ContactPage(page);
    await expect(contact.h1(SUCCESS_SERVICES)).toBeVisible();
    await expect(contact.hours.getByText('Monday to Friday, 8:30 a.m. to 8:30 p.m. Eastern')).toBeVisible();
    // Signed in, the profile answers who is asking.
    await expect(contact.name).toHaveCount(0);
    await expect(contact.email).toHaveCount(0);
    await expect(contact.byEmail).toBeChecked();
    await contact.byPhone.check();
    await expect(page.getByText('We will call you on 617.555.0181, the number in your profile.')).toBeVisible();
    await expectNoAxeViolations(page);

    await contact.fill({ subject: 'Onboarding for two new colleagues', message: 'Could someone walk them through the research library this week?' });
    await expect(contact.counter(`${200 - 'Onboarding for two new colleagues'.length} bytes left`)).toBeVisible();
    await contact.captcha.solve();
    await contact.send.click();

    const confirmation = new ContactConfirmationPage(page);
    await expect(confirmation.heading).toBeVisible();
    await expect(page).toHaveURL(/\/contact-form\/confirmation$/);
    await expect(confirmation.reference).toBeVisible();
    await expect(confirmation.hours).toBeVisible();
    await expect(confirmation.home).toHaveAttribute('href', '/myhome');
    await expectNoAxeViolations(page);
  });

  test("a visitor comes from the error page's link, gives a name and an address, and reaches the confirmation", async ({ page }) => {
    const routes = new RoutesPage(page);
    await routes.goTo('/error/error');
    await page.getByRole('main').getByRole('link', { name: SUCCESS_SERVICES }).click();
    const contact = new ContactPage(page);
    await expect(contact.h1(SUCCESS_SERVICES)).toBeVisible();
    await expect(page).toHaveURL(/\/contact-form\?id=10$/);
    await expect(contact.form(SUCCESS_SERVICES)).toBeVisible();

    // Sent empty: each required field says so, and the page stays.
    await contact.send.click();
    await expect(page.getByText('This field is required')).toHaveCount(4);
    await expect(page.getByText('Please complete the captcha')).toBeVisible();
    await expectNoAxeViolations(page);

    await contact.fill({
      visitor: { name: 'Vic Visitor', email: 'vic.visitor@example.org' },
      subject: 'A question before we subscribe',
      message: 'Which membership includes analyst inquiries?',
    });
    await contact.captcha.solve();
    await contact.send.click();
    await expect(new ContactConfirmationPage(page).heading).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the subject is counted in UTF-8 bytes: 201 bytes are refused on the page, exactly 200 are sent', async ({ page }) => {
    await logInTo(page, '/contact-form', 'idris@meridian.example', PASSWORD);
    const contact = new ContactPage(page);
    await expect(contact.h1(SUPPORT)).toBeVisible();
    await contact.fill({ subject: `${'é'.repeat(100)}a`, message: 'Two bytes a letter.' });
    await expect(contact.counter('1 byte over the limit')).toBeVisible();
    await contact.send.click();
    await expect(page.getByText('Must be 200 bytes or fewer')).toBeVisible();
    await expect(page).toHaveURL(/\/contact-form$/);
    await expect(contact.h1(SUPPORT)).toBeVisible();

    await contact.subject.fill('é'.repeat(100));
    await expect(contact.counter('0 bytes left')).toBeVisible();
    await expect(page.getByText('Must be 200 bytes or fewer')).toHaveCount(0);
    await contact.captcha.solve();
    await contact.send.click();
    await expect(new ContactConfirmationPage(page).heading).toBeVisible();
  });
});

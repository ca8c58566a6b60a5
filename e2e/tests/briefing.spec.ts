// The analyst briefing in Chromium (spec 1 §2, §3, §5, §9, issue #11): the public landing leads a
// visitor through the login to the form; a signed-in vendor proposes a briefing with three
// participants and saves the company information, reaches the confirmation, and finds the company
// filled in on the next visit; a field bounded in UTF-8 bytes takes multi-byte text up to its
// limit and shows the message one byte past it. axe is clean on the landing, the form and the
// confirmation. Tamsin (usr-client-0061, services/upstream demoUsers.ts) is this spec's own vendor:
// no other spec signs in as her.
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { BriefingFormPage, BriefingLandingPage, type Company } from '../pages/briefing.page.js';
import { LoginPage, logInTo } from '../pages/login.page.js';

const TAMSIN = { email: 'tamsin@meridian.example', password: 'Meridian-demo-2026' };

const PARTICIPANTS = [
  { fullName: 'Tamsin Achterberg', jobTitle: 'Analyst Relations Manager', emailAddress: 'tamsin@litware.example' },
  { fullName: 'Jörg Müller', jobTitle: 'Chief Technology Officer', emailAddress: 'joerg@litware.example' },
  { fullName: 'Ana Souza', jobTitle: 'Product Director', emailAddress: 'ana@litware.example' },
] as const;

// The ZIP code is at its 10-byte limit in five two-byte characters.
const COMPANY: Company = {
  companyName: 'Litware',
  companyAddress: '1 Harbour Way',
  companyCity: 'Zürich',
  companyState: '',
  companyStateOther: 'Kanton Zürich',
  companyCountry: 'Switzerland',
  companyZipCode: 'ééééé',
  companyPhone: '+41 44 000 00 00',
  companyURL: 'https://litware.example',
  companyPurpose: 'Data integration software for manufacturers.',
};

test.describe('the analyst briefing', () => {
  // Signing in and solving the proof-of-work captcha take longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test('the landing explains briefings and leads a visitor through the login to the form', async ({ page }) => {
    const landing = new BriefingLandingPage(page);
    await landing.open();
    await expect(landing.types.getByRole('listitem')).toHaveCount(9);
    await expect(page.getByText(/at least 48 hours before the call/)).toBeVisible();
    await expect(page.getByText(/Up to 3 people from your company can take part/)).toBeVisible();
    await expectNoAxeViolations(page);

    await landing.briefOurAnalysts.click();
    const login = new LoginPage(page);
    await login.expectShown();
    await login.signIn(TAMSIN.email, TAMSIN.password);
    await expect(page).toHaveURL(/\/briefing$/);
    const form = new BriefingFormPage(page);
    await expect(form.heading).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a vendor proposes a briefing with three participants, saves the company, and finds it filled in next time', async ({ page }) => {
    await logInTo(page, '/briefing', TAMSIN.email, TAMSIN.password);
    const form = new BriefingFormPage(page);
    await expect(form.heading).toBeVisible();

    await form.subject.fill('Litware Flow 5: integration for the plant floor');
    await form.briefingType.selectOption('Product Update');
    await form.description.fill('What is new in release 5 and who uses it.');
    await form.preferredDates.fill('Any weekday morning in the week of 7 December');
    await page.getByRole('radio', { name: 'Conference call' }).check();
    await page.getByRole('checkbox', { name: 'Technology Management' }).check();
    await page.getByRole('checkbox', { name: 'Marketing and Strategy' }).check();
    await form.chooseFirstAnalyst();
    await form.fillCompany(COMPANY);
    await form.saveCompany.check();

    await form.addParticipants(PARTICIPANTS);
    await expect(form.participants).toHaveCount(3);
    await expect(form.addParticipant).toBeDisabled();
    await expectNoAxeViolations(page);

    await form.captcha.solve();
    await form.propose.click();
    await expect(page).toHaveURL(/\/briefing\/confirmation$/, { timeout: 20_000 });
    await expect(form.confirmation).toBeVisible();
    await expect(page.getByText(/at least 48 hours before the call/)).toBeVisible();
    await expectNoAxeViolations(page);

    await form.open();
    await form.expectCompany(COMPANY);
    await expect(form.saveCompany).toBeChecked();
  });

  test('a field bounded in bytes takes multi-byte text up to its limit and shows the message one byte past it', async ({ page }) => {
    await logInTo(page, '/briefing', TAMSIN.email, TAMSIN.password);
    const form = new BriefingFormPage(page);
    await expect(form.heading).toBeVisible();
    const zip = form.textbox('ZIP or postal code');

    await zip.fill('ééééé');
    await expect(zip).toHaveAccessibleDescription('0 bytes left');
    await zip.fill('ééééé1');
    await expect(zip).toHaveAccessibleDescription('1 byte over the limit');
    await form.propose.click();
    await expect(zip).toHaveAccessibleDescription('Must be 10 bytes or fewer');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await zip.fill('ééééé');
    await expect(zip).toHaveAccessibleDescription('0 bytes left');
    await expect(zip).toHaveAttribute('aria-invalid', 'false');
  });
});

import { expect, test } from '../support/test.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { ClientViewerPage, InitiativesPage } from '../pages/initiatives.page.js';
import { LoginPage, logInTo } from '../pages/login.page.js';

// Riley (usr-client-0008) changes her action statuses here and in no other spec; Dana
// (usr-client-0009) is the client the employee looks up, read only.
const PASSWORD = 'Meridian-demo-2026';
const RILEY = 'riley@meridian.example';
const EMPLOYEE = 'employee@meridian.example';
const FIRST = 'Modernize the B2B buying journey';
const ACTION = 'Agree on shared pipeline metrics';
const OTHER_ACTION = 'Schedule an inquiry with an analyst';
const STATUSES = ['Not started', 'In progress', 'Completed'];

/** A status other than the one shown, so the spec changes something whatever an earlier run left. */
const another = (current: string) => STATUSES[(STATUSES.indexOf(current) + 1) % STATUSES.length]!;

test.describe('initiatives', () => {
  test('a visitor is sent to log in and comes back to the page', async ({ page }) => {
    await page.goto('/myinitiatives');
    const login = new LoginPage(page);
    await login.expectShown();
    await login.signIn(RILEY, PASSWORD);
    await expect(new InitiativesPage(page).heading).toBeVisible();
    await expect(page).toHaveURL(/\/myinitiatives$/);
  });

  test('a reader changes an action status on the list and on the detail, and sees each after a reload', async ({ page }) => {
    await logInTo(page, '/myinitiatives', RILEY, PASSWORD);
    const initiatives = new InitiativesPage(page);
    await expect(initiatives.heading).toBeVisible();
    await expect(initiatives.initiative(FIRST).getByTestId('initiative-action')).toHaveCount(3);
    await expect(initiatives.otherActions.getByTestId('initiative-action')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // On the list: the change reloads the list, and a reload of the page shows it too.
    const listStatus = another(await initiatives.status(ACTION).inputValue());
    await initiatives.setStatus(ACTION, listStatus);
    const otherStatus = another(await initiatives.status(OTHER_ACTION).inputValue());
    await initiatives.setStatus(OTHER_ACTION, otherStatus);
    await page.reload();
    await expect(initiatives.status(ACTION)).toHaveValue(listStatus);
    await expect(initiatives.status(OTHER_ACTION)).toHaveValue(otherStatus);

    // On the detail.
    await initiatives.initiative(FIRST).getByRole('link', { name: FIRST }).click();
    await expect(initiatives.h1(FIRST)).toBeVisible();
    await expect(initiatives.status(ACTION)).toHaveValue(listStatus);
    await expectNoAxeViolations(page);
    const detailStatus = another(listStatus);
    await initiatives.setStatus(ACTION, detailStatus);
    await page.reload();
    await expect(initiatives.h1(FIRST)).toBeVisible();
    await expect(initiatives.status(ACTION)).toHaveValue(detailStatus);

    // The dashboard (release_Outcomes_Download_PPT is on in this build).
    const [download] = await Promise.all([page.waitForEvent('download'), initiatives.download.click()]);
    expect(download.suggestedFilename()).toBe('Modernize-the-B2B-buying-journey-dashboard.pptx');
    await expect(initiatives.errorAlert).toHaveCount(0);
  });

  test('a client may not open the client viewer', async ({ page }) => {
    await logInTo(page, '/myinitiatives', RILEY, PASSWORD);
    await page.goto('/myinitiatives/viewer');
    await expect(page.getByRole('heading', { level: 1, name: 'You Do Not Have Access' })).toBeVisible();
  });

  test('an employee looks a client up by e-mail in the client viewer and opens an initiative', async ({ page }) => {
    await logInTo(page, '/myinitiatives/viewer', EMPLOYEE, PASSWORD);
    const viewer = new ClientViewerPage(page);
    await expect(viewer.heading).toBeVisible();
    await expectNoAxeViolations(page);

    // An unknown e-mail shows the server's message; emptying the input resets it.
    await viewer.lookUp('nobody@meridian.example');
    await expect(viewer.errorAlert).toContainText('No client was found with the e-mail address nobody@meridian.example');
    await viewer.email.fill('');
    await expect(viewer.errorAlert).toHaveCount(0);

    // The e-mail is trimmed.
    await viewer.lookUp('  dana@meridian.example  ');
    await expect(viewer.results.getByRole('heading', { name: 'Initiatives of Dana Kim' })).toBeVisible();
    await expect(viewer.results).toContainText('Account: Adatum');
    await expect(viewer.results.getByRole('link')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await viewer.results.getByRole('link', { name: FIRST }).click();
    await expect(viewer.h1(FIRST)).toBeVisible();
    await expect(page).toHaveURL(/\/myinitiatives\/viewer\/\d+$/);
    await expect(viewer.client).toHaveText('Client: Dana Kim, Adatum');
    // Read-only: statuses are shown, not changed.
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
    await expect(page.getByLabel(/^Status of Map the buying group for our top segment: /)).toBeVisible();
    await expectNoAxeViolations(page);

    // Emptying the input resets the results.
    await page.getByRole('link', { name: 'Back to the client viewer' }).click();
    await viewer.lookUp('dana@meridian.example');
    await expect(viewer.results).toBeVisible();
    await viewer.email.fill('');
    await expect(viewer.results).toHaveCount(0);
  });
});

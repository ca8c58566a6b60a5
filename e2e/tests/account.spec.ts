import { analyzeAccessibility } from '../support/axe.js';
import { expect, test, type Page } from '../support/test.js';
import { AccountPage } from '../pages/account.page.js';

// The guest demo user: the other specs sign in as the client, and whatever this spec changes it
// puts back, since every spec shares the run's database.
const GUEST = { email: 'guest@meridian.example', password: 'Meridian-demo-2026', name: 'Gale Harper' };

async function expectNoAxeViolations(page: Page) {
  const results = await analyzeAccessibility(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('my account', () => {
  test('shows the layout with avatar, name, e-mail and its tabs, vertical from 1280 px, horizontal below', async ({ page }) => {
    const account = new AccountPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await account.logInTo('/my-account/profile', GUEST.email, GUEST.password);
    await expect(account.fullName).toHaveText(GUEST.name);
    await expect(account.email).toHaveText(GUEST.email);
    await expect(account.tabs).toHaveText(['Profile', 'Following', 'Communication Preferences', 'Products', 'Contacts', 'Shared Links']);
    await expect(account.tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(account.tab('Following')).toHaveAttribute('href', '/my-account/following');
    await expect(account.tablist).toHaveAttribute('aria-orientation', 'vertical');
    expect(await account.avatarSize()).toBe(172);
    // The header's name is the way in.
    await expect(page.getByRole('banner').getByRole('link', { name: GUEST.name })).toHaveAttribute('href', '/my-account/profile');

    await page.setViewportSize({ width: 1279, height: 900 });
    await expect(account.tablist).not.toHaveAttribute('aria-orientation', 'vertical');
    expect(await account.avatarSize()).toBe(106);
    await page.setViewportSize({ width: 575, height: 900 });
    await expect.poll(() => account.avatarSize()).toBe(66);
  });

  test('edits the profile: an invalid field shows its message, a fixed one saves and survives a reload', async ({ page }) => {
    const account = new AccountPage(page);
    await account.logInTo('/my-account/profile', GUEST.email, GUEST.password);
    await expect(account.heading).toHaveText('Profile');
    const firstName = account.textbox('First name');
    const jobTitle = account.textbox('Job title');
    await expect(firstName).toHaveValue('Gale');
    await expectNoAxeViolations(page);

    // Required: the message appears when the field is left.
    await firstName.fill('');
    await firstName.blur();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    // Too long: shown on submit too, and nothing is saved.
    await jobTitle.fill('x'.repeat(129));
    await account.save.click();
    await expect(page.getByText('Must be 128 characters or fewer')).toBeVisible();
    await expect(firstName).toBeFocused();
    await expectNoAxeViolations(page);

    await firstName.fill('Gale');
    await jobTitle.fill('Lead Analyst');
    await account.textbox('Phone number').fill('020-794-60958');
    await account.textbox('Phone number').blur();
    await expect(account.textbox('Phone number')).toHaveValue('020.794.60958');
    await page.getByRole('combobox', { name: /^Prefix/ }).selectOption('Ms.');
    await account.save.click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(0);

    await page.reload();
    await expect(account.textbox('Job title')).toHaveValue('Lead Analyst');
    await expect(account.textbox('Phone number')).toHaveValue('020.794.60958');
    await expect(page.getByRole('combobox', { name: /^Prefix/ })).toHaveValue('Ms.');

    // Put the guest back as the other specs expect.
    await account.textbox('Job title').fill('Analyst');
    await account.textbox('Phone number').fill('');
    await page.getByRole('combobox', { name: /^Prefix/ }).selectOption('');
    await account.save.click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  });

  test('leaving changed preferences unsaved opens the modal: Cancel stays, Discard leaves; saved ones stay', async ({ page }) => {
    const account = new AccountPage(page);
    await account.logInTo('/my-account/communications', GUEST.email, GUEST.password);
    await expect(account.heading).toHaveText('Communication Preferences');
    const webinarWeekly = account.group('Upcoming webinars').getByRole('radio', { name: 'Weekly' });
    const webinarOff = account.group('Upcoming webinars').getByRole('radio', { name: 'Off' });
    await expect(webinarOff).toBeChecked();
    await expectNoAxeViolations(page);

    await webinarWeekly.check();
    await account.tab('Profile').click();
    await expect(account.unsavedDialog).toBeVisible();
    await expectNoAxeViolations(page);
    await account.unsavedDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(account.unsavedDialog).toBeHidden();
    await expect(page).toHaveURL(/\/my-account\/communications$/);
    await expect(webinarWeekly).toBeChecked();

    await account.tab('Profile').click();
    await account.unsavedDialog.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/my-account\/profile$/);
    // The address changes as the profile's data arrives, a moment before its page replaces the
    // preferences: a reader clicks the next tab on the page they see.
    await expect(account.heading).toHaveText('Profile');
    await account.tab('Communication Preferences').click();
    await expect(webinarOff).toBeChecked();

    // Saved, a change stays, and leaving asks nothing.
    await account.group('New research in your areas of interest').getByRole('radio', { name: 'Weekly digest' }).check();
    await account.savePreferences.click();
    await expect(page.getByText('Your communication preferences have been saved.')).toBeVisible();
    await account.tab('Profile').click();
    await expect(page).toHaveURL(/\/my-account\/profile$/);
    await expect(account.heading).toHaveText('Profile');
    await account.tab('Communication Preferences').click();
    await expect(account.group('New research in your areas of interest').getByRole('radio', { name: 'Weekly digest' })).toBeChecked();
    await account.group('New research in your areas of interest').getByRole('radio', { name: 'Never' }).check();
    await account.savePreferences.click();
    await expect(page.getByText('Your communication preferences have been saved.')).toBeVisible();
  });

  test('logged out, only the Communications tab and a way to log in', async ({ page }) => {
    const account = new AccountPage(page);
    await page.goto('/my-account/communications');
    await expect(account.heading).toHaveText('Communication Preferences');
    await expect(account.tabs).toHaveText(['Communications']);
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?lr=${encodeURIComponent('/my-account/communications')}`);
    await expect(account.avatar).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

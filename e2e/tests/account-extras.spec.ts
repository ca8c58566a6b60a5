import { analyzeAccessibility } from '../support/axe.js';
import { expect, test, type Page } from '../support/test.js';
import { AccessHelpPage, NotificationsMenu, ProductsPage } from '../pages/account-extras.page.js';
import { logInTo } from '../pages/login.page.js';

// Robin, a demo client kept for these pages (no other spec signs in as Robin); the registration
// ids MRD-*-0021..0029 are kept for the browser tests.
const ROBIN = { email: 'robin@meridian.example', password: 'Meridian-demo-2026' };

async function expectNoAxeViolations(page: Page) {
  const results = await analyzeAccessibility(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('account extras', () => {
  test('registers a product: an empty id resets, an unknown one is invalid, a good one adds the product', async ({ page }) => {
    await logInTo(page, '/my-account/products', ROBIN.email, ROBIN.password);
    const products = new ProductsPage(page);
    await expect(products.heading).toBeVisible();
    await expect(products.products).toHaveCount(1);
    await expect(products.products.first()).toContainText('Meridian Decisions');
    await expect(products.features.getByRole('heading', { name: 'Research' })).toBeVisible();
    await expect(products.tab()).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);

    // Blank: the input is reset and nothing is said.
    await products.registerId('   ');
    await expect(products.idInput).toHaveValue('');
    await expect(products.error).toHaveCount(0);

    await products.registerId('MRD-NOPE-0000');
    await expect(products.error).toHaveText('Please enter a valid product registration ID');
    await expect(products.idInput).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await products.registerId('MRD-FMI-0021');
    await expect(products.success).toHaveText('Registered Meridian Market Insights.');
    await expect(products.idInput).toHaveValue('');
    await expect(products.products).toHaveCount(2);
    await expect(products.features.getByRole('heading', { name: 'Data and Tools' })).toBeVisible();

    // Any other failure shows the server's own message.
    await products.registerId('MRD-FMI-0021');
    await expect(products.error).toHaveText('This product registration ID is already registered to your account');

    await page.reload();
    await expect(products.products).toHaveCount(2);
  });

  test('reads, marks read and deletes notifications by keyboard; shows contacts and saves newsletters', async ({ page }) => {
    await logInTo(page, '/my-account/contacts', ROBIN.email, ROBIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Decisions' }).getByRole('heading', { name: 'Morgan Blake' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'dana.whitfield@meridian.example' })).toHaveAttribute('href', 'mailto:dana.whitfield@meridian.example');
    await expectNoAxeViolations(page);

    const menu = new NotificationsMenu(page);
    await expect(menu.button).toHaveAccessibleName('Notifications, 3 unread');
    await menu.button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.dialog).toBeVisible();
    await expect(menu.items).toHaveCount(3);
    await expectNoAxeViolations(page);

    const first = menu.items.first();
    const title = (await first.getByRole('link').first().textContent())!;
    const markFirst = menu.markReadButton(title);
    await markFirst.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('data-read', 'true');
    await expect(markFirst).toHaveCount(0);
    await expect(first).toHaveAttribute('aria-busy', 'false');
    // Escape closes the popover and gives focus back to the button, whose count has dropped.
    await page.keyboard.press('Escape');
    await expect(menu.dialog).toBeHidden();
    await expect(menu.button).toBeFocused();
    await expect(menu.button).toHaveAccessibleName('Notifications, 2 unread');

    await page.keyboard.press('Enter');
    await expect(menu.items).toHaveCount(3);
    await expect(menu.items.first()).toHaveAttribute('data-read', 'true');
    await menu.dialog.getByRole('button', { name: 'Delete all' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.dialog.getByText('You have no notifications.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.dialog).toBeHidden();
    await expect(menu.button).toBeFocused();
    await expect(menu.button).toHaveAccessibleName('Notifications');

    // Newsletters: toggle one by keyboard, save, and find it saved after a reload.
    await page.goto('/my-account/newsletters');
    const cmo = page.getByRole('switch', { name: 'CMO Brief' }).or(page.getByRole('checkbox', { name: 'CMO Brief' }));
    await expect(cmo).not.toBeChecked();
    await cmo.focus();
    await page.keyboard.press('Space');
    await expect(cmo).toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Your newsletter choices have been saved.');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(cmo).toBeChecked();
  });

  test('access help: breadcrumb, the e-mail sent, always on to the confirmation', async ({ page }) => {
    const help = new AccessHelpPage(page);
    await help.open();
    await expect(help.breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/myhome');
    await expect(help.breadcrumb.getByText('Help With Your Account')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    const sent = page.waitForResponse((response) => response.url().endsWith('/access-preferences/passwordless'));
    await help.email.fill(ROBIN.email);
    await help.send.click();
    const response = await sent;
    expect(response.request().postDataJSON()).toEqual({ email: ROBIN.email });
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/access-preferences\/confirmation$/);
    await expect(help.heading).toHaveText('Request received');
    await expectNoAxeViolations(page);

    // Even when the request fails (here an empty e-mail the service refuses), the confirmation follows.
    await help.open();
    await help.send.click();
    await expect(page).toHaveURL(/\/access-preferences\/confirmation$/);
  });

  test('request a quote: a failure shows its message and stays, a message sent goes to the success page', async ({ page }) => {
    await logInTo(page, '/requestaquote', ROBIN.email, ROBIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a message for your quote request');
    await expect(page).toHaveURL(/\/requestaquote$/);
    await expectNoAxeViolations(page);

    await page.getByLabel('Your message').fill('Five more seats of Decisions for the product team, please.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/requestaquote\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote request sent' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import { expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './login.page.js';

/** Logs in through the provider's page and lands on `path`. */
export async function logInTo(page: Page, path: string, email: string, password: string) {
  await page.goto(`/login?lr=${encodeURIComponent(path)}`);
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** /my-account/products: the registration box, the registered products and their features. */
export class ProductsPage {
  readonly heading: Locator;
  readonly registration: Locator;
  readonly idInput: Locator;
  readonly register: Locator;
  readonly error: Locator;
  readonly success: Locator;
  readonly products: Locator;
  readonly features: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Products' });
    this.registration = page.getByRole('region', { name: 'Register a product' });
    this.idInput = this.registration.getByLabel('Product registration ID');
    this.register = this.registration.getByRole('button', { name: 'Register' });
    this.error = this.registration.getByRole('alert');
    this.success = this.registration.getByRole('status');
    this.products = page.getByRole('region', { name: 'Your products' }).getByRole('listitem');
    this.features = page.getByRole('region', { name: 'Your features' });
  }

  /** The my-account tab of this page. */
  tab(): Locator {
    return this.page.getByRole('navigation', { name: 'My account' }).getByRole('tab', { name: 'Products', exact: true });
  }

  async registerId(id: string) {
    await this.idInput.fill(id);
    await this.register.click();
  }
}

/** The header's notifications button and its popover dialog. */
export class NotificationsMenu {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly items: Locator;

  constructor(page: Page) {
    this.button = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    this.dialog = page.getByRole('dialog', { name: 'Notifications' });
    this.items = this.dialog.getByRole('listitem');
  }

  markReadButton(title: string): Locator {
    return this.dialog.getByRole('button', { name: `Mark as read: ${title}` });
  }
}

/** /access-preferences and its confirmation. */
export class AccessHelpPage {
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  readonly email: Locator;
  readonly send: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.email = page.getByLabel('E-mail address');
    this.send = page.getByRole('button', { name: 'Send' });
  }

  async open() {
    await this.page.goto('/access-preferences');
    await expect(this.heading).toHaveText('Help With Your Account');
  }
}

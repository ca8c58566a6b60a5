import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** /my-account/products: the registration box, the registered products and their features. */
export class ProductsPage extends PortalPage {
  readonly heading = this.h1('Products');
  readonly registration = this.page.getByRole('region', { name: 'Register a product' });
  readonly idInput = this.registration.getByLabel('Product registration ID');
  readonly register = this.registration.getByRole('button', { name: 'Register' });
  readonly error = this.registration.getByRole('alert');
  readonly success = this.registration.getByRole('status');
  readonly products = this.page.getByRole('region', { name: 'Your products' }).getByRole('listitem');
  readonly features = this.page.getByRole('region', { name: 'Your features' });

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
export class NotificationsMenu extends PortalPage {
  readonly button = this.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  readonly dialog = this.page.getByRole('dialog', { name: 'Notifications' });
  readonly items = this.dialog.getByRole('listitem');

  markReadButton(title: string): Locator {
    return this.dialog.getByRole('button', { name: `Mark as read: ${title}` });
  }
}

/** /access-preferences and its confirmation. */
export class AccessHelpPage extends PortalPage {
  readonly heading = this.h1();
  readonly breadcrumb = this.page.getByRole('navigation', { name: 'Breadcrumb' });
  readonly email = this.page.getByLabel('E-mail address');
  readonly send = this.page.getByRole('button', { name: 'Send' });

  async open() {
    await this.page.goto('/access-preferences');
    await expect(this.heading).toHaveText('Help With Your Account');
  }
}

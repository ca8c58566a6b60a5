import type { Locator, Page } from '@playwright/test';

/** The header's main navigation, located by its landmark and the roles a screen reader announces. */
export class NavigationBar {
  readonly nav: Locator;
  readonly product: Locator;
  readonly smallScreenButton: Locator;

  constructor(private readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.product = this.nav.getByRole('combobox', { name: 'Product' });
    this.smallScreenButton = this.nav.getByRole('button', { name: 'Main menu' });
  }

  menuButton(name: string): Locator {
    return this.nav.getByRole('button', { name, exact: true });
  }

  /** The open menu (MUI renders it in a portal, outside the nav). */
  menuItem(name: string): Locator {
    return this.page.getByRole('menu').getByRole('menuitem', { name, exact: true });
  }
}

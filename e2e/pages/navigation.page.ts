import type { Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** The header's main navigation, located by its landmark and the roles a screen reader announces. */
export class NavigationBar extends PortalPage {
  readonly nav = this.page.getByRole('navigation', { name: 'Main' });
  readonly product = this.nav.getByRole('combobox', { name: 'Product' });
  readonly smallScreenButton = this.nav.getByRole('button', { name: 'Main menu' });

  menuButton(name: string): Locator {
    return this.nav.getByRole('button', { name, exact: true });
  }

  /** The open menu (MUI renders it in a portal, outside the nav). */
  menuItem(name: string): Locator {
    return this.page.getByRole('menu').getByRole('menuitem', { name, exact: true });
  }
}

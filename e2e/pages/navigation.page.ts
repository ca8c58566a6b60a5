import type { Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** The header's main navigation, located by its landmark and the roles a screen reader announces. */
export class NavigationBar extends PortalPage {
  readonly nav = this.page.getByRole('navigation', { name: 'Main' });
  readonly product = this.nav.getByRole('combobox', { name: 'Product' });
  readonly smallScreenButton = this.nav.getByRole('button', { name: 'Main menu' });
  /** The footer's link columns: the navigation source sections. */
  readonly siteMap = this.page.getByRole('contentinfo').getByRole('navigation', { name: 'Site map' });

  menuButton(name: string): Locator {
    return this.nav.getByRole('button', { name, exact: true });
  }

  /** The open menu (MUI renders it in a portal, outside the nav), by its name: the entry's main header. */
  openMenu(name?: string): Locator {
    return name ? this.page.getByRole('menu', { name, exact: true }) : this.page.getByRole('menu');
  }

  /** The open menu (MUI renders it in a portal, outside the nav). */
  menuItem(name: string | RegExp): Locator {
    return this.page.getByRole('menu').getByRole('menuitem', typeof name === 'string' ? { name, exact: true } : { name });
  }

  /** A footer column, by its title. */
  siteMapSection(title: string | RegExp): Locator {
    return this.siteMap.getByRole('region', { name: title });
  }
}

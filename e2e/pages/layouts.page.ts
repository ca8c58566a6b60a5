import type { Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** The parts every layout of spec 1 §2 may have, as a screen reader finds them. */
export class LayoutsPage extends PortalPage {
  readonly header = this.page.getByRole('banner');
  readonly main = this.page.getByRole('main');
  readonly footer = this.page.getByRole('contentinfo');
  readonly skipLink = this.page.getByRole('link', { name: 'Skip to main content' });
  /** The logo when it is a link home. */
  readonly logoLink = this.header.getByRole('link', { name: 'Meridian Research home' });
  /** The logo's words, link or not. */
  readonly logo = this.header.getByText('Meridian Research', { exact: true });
  readonly mainNavigation = this.page.getByRole('navigation', { name: 'Main' });
  readonly search = this.header.getByRole('combobox', { name: 'Search research' });

  /** The header's background colour, as the browser computed it. */
  async headerBackground(): Promise<string> {
    return this.header.evaluate((element) => getComputedStyle(element).backgroundColor);
  }

  /** Every link in `scope`. */
  links(scope: Locator): Locator {
    return scope.getByRole('link');
  }
}

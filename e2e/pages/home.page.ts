import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** /home and /myhome: sections are regions named by their h2, cards are articles with their reason above the title. */
export class HomePage extends PortalPage {
  readonly signIn = this.page.getByRole('main').getByRole('link', { name: 'Sign in' });

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  cards(section: string): Locator {
    return this.section(section).getByRole('article');
  }

  async expectSection(name: string) {
    await expect(this.section(name).getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(this.cards(name).first()).toBeVisible();
  }
}

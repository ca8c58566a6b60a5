import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** /home and /myhome: sections are regions named by their h2, cards are articles with their reason above the title. */
export class HomePage extends PortalPage {
  readonly signIn = this.page.getByRole('main').getByRole('link', { name: 'Sign in' });
  /** The alternative home's (/myhome/izola) question box, which runs the search, and its way back. */
  readonly askBox = this.page.getByRole('search', { name: 'Ask about our research' });
  readonly question = this.askBox.getByRole('searchbox', { name: 'Your question' });
  readonly askButton = this.askBox.getByRole('button', { name: 'Search our research' });
  readonly standardHome = this.page.getByRole('navigation', { name: 'Other home pages' }).getByRole('link', { name: 'Go to the standard home page' });

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

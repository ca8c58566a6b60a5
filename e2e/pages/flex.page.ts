import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** A flex page (/content/{slug?}/{id}?tab=) and the solution blueprints, by roles and names. */
export class FlexPage extends PortalPage {
  readonly main = this.page.getByRole('main');
  readonly moreTopics = this.page.getByRole('navigation', { name: 'More topics' });
  readonly breadcrumb = this.page.getByRole('navigation', { name: 'Breadcrumb' });
  readonly blueprintCards = this.page.getByRole('list', { name: 'Solution Blueprints' }).getByRole('article');

  /** Opens a path and waits for its h1. */
  async open(path: string, heading: string | RegExp) {
    await this.goTo(path, this.h1(heading));
  }

  tabBar(pageTitle: string): Locator {
    return this.page.getByRole('tablist', { name: `${pageTitle} sections` });
  }

  tab(pageTitle: string, name: string): Locator {
    return this.tabBar(pageTitle).getByRole('tab', { name, exact: true });
  }

  section(name: string): Locator {
    return this.main.getByRole('heading', { level: 2, name });
  }

  heroButton(name: string): Locator {
    return this.main.getByRole('link', { name });
  }

  /** Marks the document, so a test can tell a full page load (the mark is gone) from an in-app one. */
  async markDocument() {
    await this.page.evaluate(() => Object.assign(window, { __flexSpecMark: true }));
  }

  async documentWasReloaded(): Promise<boolean> {
    return this.page.evaluate(() => !('__flexSpecMark' in window));
  }

  async expectSelected(pageTitle: string, name: string) {
    await expect(this.tab(pageTitle, name)).toHaveAttribute('aria-selected', 'true');
  }
}

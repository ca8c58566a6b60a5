import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** An insights listing (latest research, forecasts, data snapshots, market insights), by roles and names. */
export class InsightsPage extends PortalPage {
  readonly showMore = this.page.getByRole('main').getByRole('button', { name: 'Show more' });
  readonly keyword = this.page.getByRole('searchbox', { name: 'Keyword' });
  readonly sortBy = this.page.getByRole('combobox', { name: 'Sort by' });
  readonly functionFilter = this.page.getByRole('combobox', { name: 'Function' });
  readonly breadcrumb = this.page.getByRole('navigation', { name: 'Breadcrumb' });

  heading(name: string | RegExp): Locator {
    return this.h1(name);
  }

  /** Opens a path and waits for its h1 and for nothing to be busy. */
  async open(path: string, heading: string | RegExp) {
    await this.goTo(path, this.heading(heading));
    await this.settled();
  }

  async settled() {
    await expect(this.page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  }

  tab(tablist: string, name: string): Locator {
    return this.page.getByRole('tablist', { name: tablist }).getByRole('tab', { name, exact: true });
  }

  cards(list: string): Locator {
    return this.page.getByRole('list', { name: list, exact: true }).getByRole('article');
  }

  showing(shown: number, total: number): Locator {
    return this.page.getByRole('main').getByRole('paragraph').filter({ hasText: `Showing ${shown} of ${total}` });
  }
}

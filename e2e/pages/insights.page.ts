import { expect, type Locator, type Page } from '@playwright/test';

/** An insights listing (latest research, forecasts, data snapshots, market insights), by roles and names. */
export class InsightsPage {
  readonly showMore: Locator;
  readonly keyword: Locator;
  readonly sortBy: Locator;
  readonly functionFilter: Locator;
  readonly breadcrumb: Locator;

  constructor(private readonly page: Page) {
    this.showMore = page.getByRole('main').getByRole('button', { name: 'Show more' });
    this.keyword = page.getByRole('searchbox', { name: 'Keyword' });
    this.sortBy = page.getByRole('combobox', { name: 'Sort by' });
    this.functionFilter = page.getByRole('combobox', { name: 'Function' });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Opens a path and waits for its h1 and for nothing to be busy. */
  async open(path: string, heading: string | RegExp) {
    await this.page.goto(path);
    await expect(this.heading(heading)).toBeVisible();
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

import { expect, type Locator, type Page } from '@playwright/test';
import { FilteredResultsPage } from './portal.page.js';

/** The search results page and the header's search box, located by roles and accessible names. */
export class SearchPage extends FilteredResultsPage {
  readonly searchBox = this.page.getByRole('banner').getByRole('combobox', { name: 'Search research' });
  readonly heading = this.h1('Search results');
  readonly tabs = this.page.getByRole('tablist', { name: 'Result types' });
  readonly results = this.page.getByRole('list', { name: 'Search results' });
  readonly resultCount = this.page.getByRole('main').getByRole('paragraph').filter({ hasText: /^\d[\d,]* results?( for “.*”)?$/ });
  readonly sortBy = this.page.getByRole('combobox', { name: 'Sort by' });
  /** The results area: aria-busy while a new search is loading and the old results still show. */
  readonly resultsArea = this.page.getByRole('main').locator('[aria-busy]');

  constructor(page: Page) {
    super(page, 'Search results pages');
  }

  async open(search = '') {
    await this.goTo(`/allSearch${search}`, this.heading);
  }

  /** Waits until the page shows the results of its current URL, not the previous search's. */
  async settled() {
    await expect(this.resultsArea).toHaveAttribute('aria-busy', 'false');
  }

  suggestions(): Locator {
    return this.page.getByRole('listbox').getByRole('option');
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  facetCheckboxes(): Locator {
    return this.filters.getByRole('checkbox');
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The search results page and the header's search box, located by roles and accessible names. */
export class SearchPage {
  readonly searchBox: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly filters: Locator;
  readonly clearFilters: Locator;
  readonly results: Locator;
  readonly resultCount: Locator;
  readonly pagination: Locator;
  readonly nextPage: Locator;
  readonly sortBy: Locator;
  /** The results area: aria-busy while a new search is loading and the old results still show. */
  readonly resultsArea: Locator;

  constructor(private readonly page: Page) {
    this.searchBox = page.getByRole('banner').getByRole('combobox', { name: 'Search research' });
    this.heading = page.getByRole('heading', { level: 1, name: 'Search results' });
    this.tabs = page.getByRole('tablist', { name: 'Result types' });
    this.filters = page.getByRole('complementary', { name: 'Filters' });
    this.clearFilters = this.filters.getByRole('button', { name: 'Clear filters' });
    this.results = page.getByRole('list', { name: 'Search results' });
    this.resultCount = page.getByRole('main').getByRole('paragraph').filter({ hasText: /^\d[\d,]* results?( for “.*”)?$/ });
    this.pagination = page.getByRole('navigation', { name: 'Search results pages' });
    this.nextPage = this.pagination.getByRole('link', { name: 'Go to next page' });
    this.sortBy = page.getByRole('combobox', { name: 'Sort by' });
    this.resultsArea = page.getByRole('main').locator('[aria-busy]');
  }

  async open(search = '') {
    await this.page.goto(`/allSearch${search}`);
    await expect(this.heading).toBeVisible();
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

  currentPage(): Locator {
    return this.pagination.locator('[aria-current="page"]');
  }

  /** The URL's search parameters, as the page's state. */
  params(): Record<string, string> {
    return Object.fromEntries(new URL(this.page.url()).searchParams);
  }
}

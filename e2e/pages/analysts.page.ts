import { expect, type Locator, type Page } from '@playwright/test';

/** The analyst directory (/analysts), located by roles and accessible names. */
export class AnalystsPage {
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly filters: Locator;
  readonly clearFilters: Locator;
  readonly list: Locator;
  readonly count: Locator;
  readonly pagination: Locator;
  readonly nextPage: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Analysts' });
    this.searchBox = page.getByRole('main').getByRole('searchbox', { name: 'Search analysts' });
    this.filters = page.getByRole('complementary', { name: 'Filters' });
    this.clearFilters = this.filters.getByRole('button', { name: 'Clear filters' });
    this.list = page.getByRole('list', { name: 'Analysts' });
    this.count = page.getByRole('main').getByRole('paragraph').filter({ hasText: /^\d+ analysts?( for “.*”)?$/ });
    this.pagination = page.getByRole('navigation', { name: 'Analyst pages' });
    this.nextPage = this.pagination.getByRole('link', { name: 'Go to next page' });
  }

  async open(search = '') {
    await this.page.goto(`/analysts${search}`);
    await expect(this.heading).toBeVisible();
  }

  cards(): Locator {
    return this.list.getByRole('article');
  }

  /** The checkboxes of one filter group: Industry, Region or Topic. */
  filterGroup(name: 'Industry' | 'Region' | 'Topic'): Locator {
    return this.filters.getByRole('group', { name });
  }

  currentPage(): Locator {
    return this.pagination.locator('[aria-current="page"]');
  }

  params(): Record<string, string> {
    return Object.fromEntries(new URL(this.page.url()).searchParams);
  }
}

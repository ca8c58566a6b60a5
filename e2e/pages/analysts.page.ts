import type { Locator, Page } from '@playwright/test';
import { FilteredResultsPage } from './portal.page.js';

/** The analyst directory (/analysts), located by roles and accessible names. */
export class AnalystsPage extends FilteredResultsPage {
  readonly heading = this.h1('Analysts');
  readonly searchBox = this.page.getByRole('main').getByRole('searchbox', { name: 'Search analysts' });
  readonly list = this.page.getByRole('list', { name: 'Analysts' });
  readonly count = this.page.getByRole('main').getByRole('paragraph').filter({ hasText: /^\d+ analysts?( for “.*”)?$/ });

  constructor(page: Page) {
    super(page, 'Analyst pages');
  }

  async open(search = '') {
    await this.goTo(`/analysts${search}`, this.heading);
  }

  cards(): Locator {
    return this.list.getByRole('article');
  }

  /** The checkboxes of one filter group: Industry, Region or Topic. */
  filterGroup(name: 'Industry' | 'Region' | 'Topic'): Locator {
    return this.filters.getByRole('group', { name });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What every page object of the portal shares: the page it drives, its h1 and opening a path until
 * that h1 shows. Page objects extend it and declare their locators as fields, which run after this
 * constructor, so each locator is written once, where it is named.
 */
export class PortalPage {
  constructor(readonly page: Page) {}

  /** The layout's toast: a status in the main landmark saying how an action ended, once the server answered. */
  get toast(): Locator {
    return this.page.getByRole('main').getByTestId('toast');
  }

  /** The page's h1, by its text when given. */
  h1(name?: string | RegExp): Locator {
    return this.page.getByRole('heading', name === undefined ? { level: 1 } : { level: 1, name });
  }

  /** Opens `path` and waits for the h1 (`heading`, or the page's first h1) to show. */
  async goTo(path: string, heading: Locator = this.h1()) {
    await this.page.goto(path);
    await expect(heading).toBeVisible();
  }

  /** The page says what it is in one meta description, as search results and link previews show it. */
  async expectMetaDescription() {
    const description = this.page.locator('head > meta[name="description"]');
    await expect(description).toHaveCount(1);
    await expect(description).toHaveAttribute('content', /\S.{19,}/);
  }

  /** The URL's search parameters, as the page's state. */
  params(): Record<string, string> {
    return Object.fromEntries(new URL(this.page.url()).searchParams);
  }
}

/** The pieces of a paged, filtered results page (search, analysts): the filter panel and the pager. */
export class FilteredResultsPage extends PortalPage {
  readonly filters = this.page.getByRole('complementary', { name: 'Filters' });
  readonly clearFilters = this.filters.getByRole('button', { name: 'Clear filters' });
  readonly pagination: Locator;
  readonly nextPage: Locator;

  constructor(
    page: Page,
    /** The accessible name of the pager's navigation landmark. */
    pagerName: string,
  ) {
    super(page);
    this.pagination = page.getByRole('navigation', { name: pagerName });
    this.nextPage = this.pagination.getByRole('link', { name: 'Go to next page' });
  }

  currentPage(): Locator {
    return this.pagination.locator('[aria-current="page"]');
  }
}

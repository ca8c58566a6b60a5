import { expect, type Locator, type Page } from '@playwright/test';

/** A content listing (playbooks, surveys, a themed listing), located by roles and accessible names. */
export class ListingPage {
  readonly showMore: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
    /** The accessible name of the card list. */
    readonly listName: string,
  ) {
    this.showMore = page.getByRole('button', { name: 'Show more' });
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.title });
  }

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.heading()).toBeVisible();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: this.listName });
  }

  cards(): Locator {
    return this.list().getByRole('article');
  }

  tab(tablist: string, name: string): Locator {
    return this.page.getByRole('tablist', { name: tablist }).getByRole('tab', { name });
  }

  count(): Locator {
    return this.page.getByTestId('listing-count');
  }

  /** Settled: cards shown and the list no longer busy (axe must not run mid-load). */
  async settled() {
    await expect(this.cards().first()).toBeVisible();
    await expect(this.list()).toHaveAttribute('aria-busy', 'false');
  }

  /** 'Show more', and the count the list grows to. */
  async showMoreTo(count: number) {
    await this.showMore.click();
    await expect(this.cards()).toHaveCount(count);
    await expect(this.list()).toHaveAttribute('aria-busy', 'false');
  }
}

/** The survey listing's controls. */
export class SurveyControls {
  readonly search: Locator;
  readonly sort: Locator;
  readonly published: Locator;

  constructor(private readonly page: Page) {
    const region = page.getByRole('search', { name: 'Surveys' });
    this.search = region.getByRole('searchbox', { name: 'Search surveys' });
    this.sort = region.getByRole('combobox', { name: 'Sort by' });
    this.published = region.getByRole('combobox', { name: 'Published' });
  }

  async choose(control: Locator, option: string) {
    await control.click();
    await this.page.getByRole('option', { name: option }).click();
  }
}

/** A detail page: a playbook or a survey. */
export class DetailPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
}

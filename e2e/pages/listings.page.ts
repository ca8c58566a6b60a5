import { expect, type Locator, type Page } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** A content listing (playbooks, surveys, a themed listing), located by roles and accessible names. */
export class ListingPage extends PortalPage {
  readonly showMore = this.page.getByRole('button', { name: 'Show more' });

  constructor(
    page: Page,
    readonly title: string,
    /** The accessible name of the card list. */
    readonly listName: string,
  ) {
    super(page);
  }

  heading(): Locator {
    return this.h1(this.title);
  }

  async open(path: string) {
    await this.goTo(path, this.heading());
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
export class SurveyControls extends PortalPage {
  readonly region = this.page.getByRole('search', { name: 'Surveys' });
  readonly search = this.region.getByRole('searchbox', { name: 'Search surveys' });
  readonly sort = this.region.getByRole('combobox', { name: 'Sort by' });
  readonly published = this.region.getByRole('combobox', { name: 'Published' });

  async choose(control: Locator, option: string) {
    await control.click();
    await this.page.getByRole('option', { name: option }).click();
  }
}

/** A detail page: a playbook or a survey. */
export class DetailPage extends PortalPage {
  heading(): Locator {
    return this.h1();
  }
}

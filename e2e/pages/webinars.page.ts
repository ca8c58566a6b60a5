import { expect, type Locator, type Page } from '@playwright/test';

/** A webinar or peer discussion listing, located by roles and accessible names. */
export class WebinarsPage {
  readonly tabs: Locator;
  readonly showMore: Locator;

  constructor(
    private readonly page: Page,
    readonly title: 'Webinars' | 'Peer Discussions',
  ) {
    this.tabs = page.getByRole('tablist', { name: 'Listing' });
    this.showMore = page.getByRole('button', { name: 'Show more' });
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.title });
  }

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.heading()).toBeVisible();
  }

  tab(name: 'Upcoming' | 'On-demand'): Locator {
    return this.tabs.getByRole('tab', { name });
  }

  cards(): Locator {
    return this.page.getByRole('list', { name: this.title }).getByRole('article');
  }
}

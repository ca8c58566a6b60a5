import type { Locator, Page } from '@playwright/test';
import { ListingPage } from './listings.page.js';

/** A webinar or peer discussion listing: a content listing whose card list is named as its title. */
export class WebinarsPage extends ListingPage {
  readonly tabs = this.page.getByRole('tablist', { name: 'Listing' });

  constructor(
    page: Page,
    override readonly title: 'Webinars' | 'Peer Discussions',
  ) {
    super(page, title, title);
  }

  override tab(name: 'Upcoming' | 'On-demand'): Locator {
    return this.tabs.getByRole('tab', { name });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** A webinar or peer discussion page, located by roles and accessible names. */
export class WebinarDetailPage {
  readonly heading: Locator;
  readonly register: Locator;
  readonly logInToRegister: Locator;
  readonly registered: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.register = page.getByRole('button', { name: 'Register' });
    this.logInToRegister = page.getByRole('link', { name: 'Log in to register' });
    this.registered = page.getByRole('status').filter({ hasText: 'You are registered.' });
  }

  async expectShown(title: string) {
    await expect(this.heading).toHaveText(title);
  }

  detail(term: 'When' | 'Where' | 'Price' | 'Hosted by'): Locator {
    return this.page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  relatedList(name: 'Upcoming related webinars' | 'On-demand related webinars'): Locator {
    return this.page.getByRole('region', { name });
  }
}

import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** A webinar or peer discussion page, located by roles and accessible names. */
export class WebinarDetailPage extends PortalPage {
  readonly heading = this.h1();
  readonly register = this.page.getByRole('button', { name: 'Register' });
  readonly logInToRegister = this.page.getByRole('link', { name: 'Log in to register' });
  readonly registered = this.page.getByRole('status').filter({ hasText: 'You are registered.' });

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

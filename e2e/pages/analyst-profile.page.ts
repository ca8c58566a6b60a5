import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** An analyst's profile (/analyst-bio/{slug}/{id}), located by roles and accessible names. */
export class AnalystProfilePage extends PortalPage {
  readonly research = this.page.getByRole('region', { name: 'Recent research' });
  readonly related = this.page.getByRole('complementary', { name: 'Related analysts' });
  readonly topics = this.page.getByRole('navigation', { name: 'Topics covered' });

  heading(fullName: string): Locator {
    return this.h1(fullName);
  }

  followButton(fullName: string): Locator {
    const main = this.page.getByRole('main');
    return main.getByRole('link', { name: `Follow ${fullName}` }).or(main.getByRole('button', { name: `Follow ${fullName}` }));
  }

  inquiryLink(fullName: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: `Ask ${fullName}` });
  }

  async expectShown(fullName: string) {
    await expect(this.heading(fullName)).toBeVisible();
  }
}

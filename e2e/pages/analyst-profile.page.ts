import { expect, type Locator, type Page } from '@playwright/test';

/** An analyst's profile (/analyst-bio/{slug}/{id}), located by roles and accessible names. */
export class AnalystProfilePage {
  readonly research: Locator;
  readonly related: Locator;
  readonly topics: Locator;

  constructor(private readonly page: Page) {
    this.research = page.getByRole('region', { name: 'Recent research' });
    this.related = page.getByRole('complementary', { name: 'Related analysts' });
    this.topics = page.getByRole('navigation', { name: 'Topics covered' });
  }

  heading(fullName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: fullName });
  }

  followButton(fullName: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: `Follow ${fullName}` }).or(this.page.getByRole('main').getByRole('button', { name: `Follow ${fullName}` }));
  }

  async expectShown(fullName: string) {
    await expect(this.heading(fullName)).toBeVisible();
  }
}

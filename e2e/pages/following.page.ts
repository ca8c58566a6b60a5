import { expect, type Locator, type Page } from '@playwright/test';

/** /my-account/following, located by roles and accessible names as a screen reader finds it. */
export class FollowingPage {
  readonly heading: Locator;
  readonly analysts: Locator;
  readonly topics: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Following' });
    this.analysts = page.getByRole('region', { name: 'Analysts' });
    this.topics = page.getByRole('region', { name: 'Topics' });
  }

  async open() {
    await this.page.goto('/my-account/following');
    await expect(this.heading).toBeVisible();
  }

  /** The Follow/Unfollow toggle of an analyst: its name says what a click does. */
  followButton(scope: Locator, fullName: string, followed: boolean) {
    return scope.getByRole('button', { name: `${followed ? 'Unfollow' : 'Follow'} ${fullName}`, exact: true });
  }
}

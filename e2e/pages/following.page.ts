import type { Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/** /my-account/following, located by roles and accessible names as a screen reader finds it. */
export class FollowingPage extends PortalPage {
  readonly heading = this.h1('Following');
  readonly analysts = this.page.getByRole('region', { name: 'Analysts' });
  readonly topics = this.page.getByRole('region', { name: 'Topics' });

  async open() {
    await this.goTo('/my-account/following', this.heading);
  }

  /** The Follow/Unfollow toggle of an analyst: its name says what a click does. */
  followButton(scope: Locator, fullName: string, followed: boolean) {
    return scope.getByRole('button', { name: `${followed ? 'Unfollow' : 'Follow'} ${fullName}`, exact: true });
  }
}

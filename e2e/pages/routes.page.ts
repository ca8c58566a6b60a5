import { expect, type Locator } from '@playwright/test';
import { PortalPage } from './portal.page.js';

/**
 * The pages of the spec's route table that issue #9 adds: static pages (their h1 and sections),
 * the /external interstitial, the error page's variants, and where a redirect lands.
 */
export class RoutesPage extends PortalPage {
  readonly noAccess = this.h1('You Do Not Have Access');
  readonly notFound = this.h1('This page could not be found');
  readonly leaving = this.h1('You Are Leaving Meridian Research');
  readonly logIn = this.page.getByRole('main').getByRole('link', { name: 'Log in' });
  readonly returnHome = this.page.getByRole('main').getByRole('link', { name: 'Return to Home' });
  readonly contactSupport = this.page.getByRole('main').getByRole('link', { name: 'Contact Customer Support' });
  readonly warning = this.page.getByRole('main').getByRole('alert');
  /** Where /bio sends a name it cannot place. */
  readonly analystSearch = this.page.getByRole('main').getByRole('searchbox', { name: 'Search analysts' });

  /** A section of a static page, by its heading (a region named by it). */
  section(name: string): Locator {
    return this.page.getByRole('main').getByRole('region', { name });
  }

  /** The interstitial's link onwards. */
  continueTo(host: string): Locator {
    return this.page.getByRole('link', { name: `Continue to ${host}` });
  }

  /** Opens `path` and waits until the browser has landed on `url` with `heading` shown. */
  async expectLanding(path: string, url: string | RegExp, heading: Locator) {
    await this.page.goto(path);
    await expect(this.page).toHaveURL(url);
    await expect(heading).toBeVisible();
  }
}

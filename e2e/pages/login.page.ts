import { expect, type Page } from '@playwright/test';
import { PortalPage } from './portal.page.js';
import { APP_READY } from '../support/test.js';

/** The built-in identity provider's sign-in page, located by its labels as a screen reader finds it. */
export class LoginPage extends PortalPage {
  readonly heading = this.h1('Sign in');
  readonly email = this.page.getByLabel('E-mail address');
  readonly password = this.page.getByLabel('Password');
  readonly submit = this.page.getByRole('button', { name: 'Sign in' });
  readonly error = this.page.getByRole('alert');

  async expectShown() {
    await expect(this.heading).toBeVisible();
    await expect(this.page).toHaveURL(/\/oidc\/interaction\//);
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
    // Signed in: the portal's page once its app runs (it is rendered on the server first);
    // refused: the provider's page says why.
    await this.page.locator(APP_READY).or(this.error).first().waitFor({ state: 'attached' });
  }
}

/** Logs in through the provider's page and lands on `path`. */
export async function logInTo(page: Page, path: string, email: string, password: string) {
  await page.goto(`/login?lr=${encodeURIComponent(path)}`);
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}
